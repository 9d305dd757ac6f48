import type { OrbitSdk } from '@orbit/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webSdkAtFirstUse } from './web-sdk-at-first-use.ts';

// The slot alone: what it makes, when, and what it disposes (the SDK itself has its own tests).
const made = vi.hoisted(() => [] as { dispose: () => void }[]);
vi.mock('./orbit-sdk.ts', () => ({
  createWebSdk: () => {
    const sdk = { dispose: vi.fn() };
    made.push(sdk);
    return sdk as unknown as OrbitSdk;
  },
}));

const options = { serviceOrigin: 'https://care.example' };

beforeEach(() => {
  made.length = 0;
});

describe('the SDK made at first use', () => {
  it('is not there before its route loads it, then is one SDK however often it is loaded', async () => {
    const slot = webSdkAtFirstUse(options);
    expect(() => slot.current).toThrow(/before its route loaded it/);
    expect(made).toHaveLength(0);

    const [first, second] = await Promise.all([slot.load(), slot.load()]);
    expect(first.sdk).toBe(second.sdk);
    expect(slot.current).toBe(first.sdk);
    expect((await slot.load()).sdk).toBe(first.sdk);
    expect(made).toHaveLength(1);
  });

  it('disposes the SDK it made, and one still on its way when the app is disposed', async () => {
    const running = webSdkAtFirstUse(options);
    await running.load();
    running.dispose();
    expect(made[0]?.dispose).toHaveBeenCalledOnce();

    const stopped = webSdkAtFirstUse(options);
    const loading = stopped.load();
    stopped.dispose();
    await loading;
    expect(made[1]?.dispose).toHaveBeenCalledOnce();
  });
});
