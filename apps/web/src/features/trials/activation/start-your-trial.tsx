import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card, Panel } from '../../../shared/ui/index.ts';
import styles from './activation.module.css';
import { ActivationHeading } from './activation-heading.tsx';
import { TWO_STEP_PATH, USED_CAR_PATH } from './activation-paths.ts';

/**
 * `subscribe/trial`: "Start your trial" — which way in fits the car: a new car finds its radio
 * (two-step), a used car checks its eligibility (RTP), and a dealer's link opens its own page.
 */
export function StartYourTrial() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.start.title')}</ActivationHeading>
      <p className={styles.lead}>{t('activation.start.lead')}</p>
      <div className={styles.choices}>
        <Panel title={t('activation.start.newCar.title')}>
          <p>{t('activation.start.newCar.body')}</p>
          <Link to={TWO_STEP_PATH} className={buttonClassName('primary')}>
            {t('activation.start.newCar.link')}
          </Link>
        </Panel>
        <Panel title={t('activation.start.usedCar.title')}>
          <p>{t('activation.start.usedCar.body')}</p>
          <Link to={USED_CAR_PATH} className={buttonClassName('primary')}>
            {t('activation.start.usedCar.link')}
          </Link>
        </Panel>
        <Panel title={t('activation.start.dealer.title')}>
          <p>{t('activation.start.dealer.body')}</p>
        </Panel>
      </div>
    </Card>
  );
}
