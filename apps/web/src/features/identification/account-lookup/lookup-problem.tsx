import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert } from '../../../shared/ui/index.ts';
import styles from './account-lookup.module.css';
import type { LookupProblem } from './account-lookup-calls.ts';

/**
 * Why the last lookup found nothing (flows §1.2), announced as it appears: not found (try again
 * or another tab, or chat), "call us" (care phone from configuration) when the account cannot be
 * confirmed or managed online, too many searches, our failure, a link that cannot be used.
 */
export function LookupProblemAlert({ problem }: { problem: LookupProblem }) {
  const t = useT();
  const config = useAppConfig();
  const phone = config.care.phone;
  return (
    <Alert tone="error" title={t(`lookup.problem.${problem}.title`)}>
      <p className={styles.alertText}>{t(`lookup.problem.${problem}.body`, { phone })}</p>
      {problem === 'notFound' ? (
        <p className={styles.alertText}>
          <a href={config.chatProvider.url} target="_blank" rel="noreferrer">
            {t('lookup.problem.chat')}
          </a>
        </p>
      ) : null}
    </Alert>
  );
}
