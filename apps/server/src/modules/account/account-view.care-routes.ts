import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { WrittenCareAnswer } from '../../platform/http/written-care-answer.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountFactsOf, loadAccountFacts } from './account-facts.ts';
import { accountRecordsOf, readOwnersAccountWithRecords } from './account-records.ts';
import { careAccountView } from './account-view.ts';
import { keptAccountAnswerOf } from './kept-account-views.ts';
import { nextBestActionsOf } from './next-best-actions.ts';

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
        return keptAccountAnswerOf(
          account,
          records,
          via,
          now,
          async () => careAccountView(await accountFactsOf(deps.db, account, records, now), via),
          (view) => WrittenCareAnswer.of(reply, view),
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
