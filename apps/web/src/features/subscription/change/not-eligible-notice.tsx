import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';

/** "Your radio no longer qualifies" for this change online, with the way to manage the account. */
export function NotEligibleNotice() {
  const t = useT();
  return (
    <Alert tone="warning" title={t('subscription.change.error.notEligible.title')}>
      <p>{t('subscription.change.error.notEligible.body')}</p>
      <p>
        <Link to="/account">{t('subscription.change.error.manageAccount')}</Link>
      </p>
    </Alert>
  );
}
