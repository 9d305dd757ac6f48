import type { CareAccount } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { WrittenCareAnswer } from '../../platform/http/written-care-answer.ts';
import { answersKeptUntilNextMoment } from '../../platform/kept-answers/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountFactsOf, loadAccountFacts } from './account-facts.ts';
import {
  type AccountRecords,
  accountRecordsOf,
  readOwnersAccountWithRecords,
} from './account-records.ts';
import { careAccountView } from './account-view.ts';
import { nextMomentOfAccountView } from './account-view-moment.ts';
import { nextBestActionsOf } from './next-best-actions.ts';

/**
 * The account views worked out from each kept records (ADR 102), by who asks (owner or
 * identified), kept as their written answers (ADR 105): records are kept at their version (ADR
 * 095), so a view of them holds while that version does and until its next moment
 * (`nextMomentOfAccountView`); a write makes new records, and with them new views. Held by the
 * records, the answers go when the records are dropped.
 */
const keptAccountViews = answersKeptUntilNextMoment<
  AccountRecords,
  CareAccount['access'],
  WrittenCareAnswer<CareAccount>
>();

/** `POST /services/account` and `GET /services/account/next-best-action` (flows §7.1, §7.2). */
export function registerAccountViewRoutes(app: App, deps: AccountDeps): void {
  registerCareRoutes(app, deps, 'account', {
    getAccount: {
      // A signed-in customer with no account of their own asking for "my account": a state the
      // dashboard explains (null), not an error.
      answerWhenOwningNoAccount: null,
      // After a write, the owner's account is read again with the records, in one statement.
      readOwnersAccount: readOwnersAccountWithRecords,
      handler: async (_request, reply, { access }) => {
        const { account, recordsVersion, via } = access;
        const now = deps.clock();
        const records = await accountRecordsOf(deps.db, account, recordsVersion);
        return keptAccountViews.of(
          records,
          via,
          now,
          async () =>
            WrittenCareAnswer.of(
              reply,
              careAccountView(await accountFactsOf(deps.db, account, records, now), via),
            ),
          () => nextMomentOfAccountView(account, records, now),
        );
      },
    },
    getNextBestActions: {
      readOwnersAccount: readOwnersAccountWithRecords,
      handler: async (_request, _reply, { access }) =>
        nextBestActionsOf(
          await loadAccountFacts(deps.db, access.account, deps.clock(), access.recordsVersion),
        ),
    },
  });
}
