import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A window whose frames the test draws one at a time. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const listeners: (() => void)[] = [];
  return {
    frames,
    hide: () => {
      for (const listener of listeners) listener();
    },
    drawFrame: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
    view: {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      document: {
        visibilityState,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      },
    } as unknown as Parameters<typeof afterFirstPaint>[0],
  };
}

async function settles(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('after the first paint (ADR 094)', () => {
  it('settles once a frame has been painted: at the frame after it', async () => {
    const screen = fakeWindow('visible');
    const painted = afterFirstPaint(screen.view);
    expect(await settles(painted)).toBe(false);
    screen.drawFrame();
    expect(await settles(painted)).toBe(false);
    screen.drawFrame();
    expect(await settles(painted)).toBe(true);
  });

  it('does not wait for frames a hidden tab never draws', async () => {
    expect(await settles(afterFirstPaint(fakeWindow('hidden').view))).toBe(true);
    const hiddenLater = fakeWindow('visible');
    const painted = afterFirstPaint(hiddenLater.view);
    hiddenLater.hide();
    expect(await settles(painted)).toBe(true);
  });
});
