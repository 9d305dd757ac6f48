import { useT } from '../../shared/i18n/use-t.ts';
import { Card } from '../../shared/ui/card.tsx';

/** Shown for the moment the browser takes to leave for the account-centre sign-in page. */
export function AccountCentreRedirect({ href }: { href: string }) {
  const t = useT();
  return (
    <Card>
      <h1>{t('app.accountCentre.heading')}</h1>
      <p>{t('app.accountCentre.body')}</p>
      <p>
        <a href={href}>{t('app.accountCentre.link')}</a>
      </p>
    </Card>
  );
}
