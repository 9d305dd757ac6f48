import { useT } from '../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../shared/services/app-services.tsx';
import styles from './onboarding.module.css';

/** The care line from the configuration, as a link a phone can call. */
export function CareLine() {
  const t = useT();
  const { care } = useAppConfig();
  return (
    <p className={styles.fine}>
      {t('onboarding.care.call')}{' '}
      <a href={`tel:${care.phone.replace(/[^0-9+]/g, '')}`} className={styles.phone}>
        {care.phone}
      </a>
    </p>
  );
}
