import type { AccountCalls as CareAccountCalls } from '@orbit/sdk';
import { describe, expect, it, vi } from 'vitest';
import { careAccountCalls } from './care-account-calls.ts';

describe('account calls on the SDK’s care account group', () => {
  it('reads the contact preferences, or saves them when there is an update', async () => {
    const care = {
      getContactPreferences: vi.fn(async () => ({})),
      updateContactPreferences: vi.fn(async () => ({})),
    } as unknown as CareAccountCalls;
    const calls = careAccountCalls(care);
    const quiet = { skipGlobalHandler: true };
    await calls.contactPreferences({ langPref: 'fr-CA' }, quiet);
    expect(care.getContactPreferences).toHaveBeenCalledWith({ langPref: 'fr-CA' }, quiet);
    const update = { emailMarketing: false, preferredLanguage: 'fr-CA' as const };
    await calls.contactPreferences({ langPref: 'fr-CA', update }, quiet);
    expect(care.updateContactPreferences).toHaveBeenCalledWith(
      { langPref: 'fr-CA', update },
      quiet,
    );
  });
});
