import type { CareAccount } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from './report-handled-error.ts';

/** The account a signed-in customer may add the trial to, or why there is none to offer. */
export type OwnAccount =
  | { kind: 'account'; account: CareAccount }
  /** Nobody signed in (or only identified by a lookup): the sign-in comes first. */
  | { kind: 'signIn' }
  /** Signed in, with no account of their own yet: the new-account form is the way. */
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * The signed-in customer's own account (`POST /services/account`), for a trial put on it: the
 * radio trial's "already an Orbit customer" variant and the streaming trial (ADR 060). Only an
 * owner's answer counts: an identified visitor must sign in — unless `orIdentified`: the account
 * an emailed link identified on this session acts for its holder too (the student's re-verify
 * link, ADR 067), its answer masked as the server masks it.
 */
export function ownAccountQuery(services: AppServices, options: { orIdentified?: boolean } = {}) {
  const orIdentified = options.orIdentified ?? false;
  return queryOptions({
    queryKey: ['checkout', 'own-account', orIdentified ? 'or-identified' : 'owner'] as const,
    queryFn: async (): Promise<OwnAccount> => {
      try {
        const calls = careCallsFor(services.careRequester, accountCalls);
        const account = await calls.getAccount({}, { skipGlobalHandler: true });
        if (!account) return { kind: 'none' };
        return account.access === 'owner' || orIdentified
          ? { kind: 'account', account }
          : { kind: 'signIn' };
      } catch (error) {
        const { kind } = failureOf(error);
        if (kind === 'signInRequired' || kind === 'verificationRequired') return { kind: 'signIn' };
        reportHandledError(services, error, 'trial own account');
        return { kind: 'failed' };
      }
    },
  });
}
