import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './used-car.module.css';

/** Where a new account's owner creates their sign-in. */
const SIGN_UP_PATH = '/sign-up';

/**
 * A trial activated on an account without a sign-in yet: "create your sign-in to listen in the
 * app and manage your trial", to the sign-up page (with the email the trial's messages go to).
 */
export function RegistrationOffer({ email }: { email: string | null }) {
  const t = useT();
  return (
    <section className={styles.facts} aria-labelledby="used-car-registration">
      <h2 id="used-car-registration">{t('usedCar.registration.title')}</h2>
      <p>
        {email ? t('usedCar.registration.body', { email }) : t('usedCar.registration.bodyNoEmail')}
      </p>
      <Link to={SIGN_UP_PATH}>{t('usedCar.registration.link')}</Link>
    </section>
  );
}
