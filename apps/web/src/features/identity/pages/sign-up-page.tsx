import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import { SignUpForm } from '../components/sign-up-form.tsx';
import styles from '../identity.module.css';
import { IdentityProviders } from '../identity-providers.tsx';
import { safeRedirectTarget, withRedirect } from '../redirect-target.ts';
import { signUpCatalog } from '../sign-up/messages/index.ts';

/** The sign-up page: the sign-up form, then where the visitor was going. */
export function SignUpPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Card className={styles.card}>
      <SignUpForm
        heading={(step) => (
          <h1>{step === 'code' ? t('identity.otp.title') : t('route.signUp.title')}</h1>
        )}
        lead={<p className={styles.lead}>{t('identity.signUp.lead')}</p>}
        footer={
          <ul className={styles.links}>
            <li>
              {t('identity.signUp.haveAccount')}{' '}
              <Link to={withRedirect('/sign-in', location.search)}>
                {t('identity.signUp.signIn')}
              </Link>
            </li>
          </ul>
        }
        onSignedIn={() => navigate(safeRedirectTarget(location.search), { replace: true })}
      />
    </Card>
  );
}

export function Component() {
  return (
    <IdentityProviders pageWords={signUpCatalog}>
      <SignUpPage />
    </IdentityProviders>
  );
}
