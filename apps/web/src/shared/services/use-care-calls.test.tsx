import { type CareRequester, catalogCalls, doNotCallCalls } from '@orbit/sdk';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type AppServices, AppServicesProvider } from './app-services.tsx';
import { careCallsFor } from './care-calls.ts';
import { useCareCalls } from './use-care-calls.ts';

/** A requester that answers every call with `answer`, and the services that carry it. */
function servicesWith(answer: unknown) {
  const careRequester = vi.fn(async () => answer) as unknown as CareRequester;
  // Only the requester is read here; the other services stay out of the way.
  const services = { careRequester } as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={services}>{children}</AppServicesProvider>
  );
  return { careRequester, wrapper };
}

describe('useCareCalls', () => {
  it('binds the group to the app’s care requester', async () => {
    const registration = { phoneNumber: '512-555-0101' };
    const { careRequester, wrapper } = servicesWith(registration);
    const { result } = renderHook(() => useCareCalls(doNotCallCalls), { wrapper });

    await expect(result.current.registerDoNotCall({ phoneNumber: '5125550101' })).resolves.toBe(
      registration,
    );
    expect(careRequester).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/account-mgmt/preferences/donotcall',
        body: { phoneNumber: '5125550101' },
      }),
    );
  });

  it('gives the same object on every render, and to code outside React', () => {
    const { careRequester, wrapper } = servicesWith(undefined);
    const { result, rerender } = renderHook(() => useCareCalls(catalogCalls), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(careCallsFor(careRequester, catalogCalls)).toBe(first);
  });

  it('keeps each group, and each requester, apart', () => {
    const one = servicesWith(undefined).careRequester;
    const other = servicesWith(undefined).careRequester;
    expect(careCallsFor(one, catalogCalls)).not.toBe(careCallsFor(other, catalogCalls));
    expect(careCallsFor(one, catalogCalls)).not.toBe(careCallsFor(one, doNotCallCalls));
  });
});
