import { REFRESH_ARRIVAL_MINUTES } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './refresh-signal.module.css';

/** What to do before sending (flows §8.2): radio on, a clear view of the sky, then wait. */
export function RefreshSteps() {
  const t = useT();
  return (
    <>
      <h2 className={styles.subheading}>{t('refreshSignal.steps.title')}</h2>
      <ol className={styles.steps}>
        <li>{t('refreshSignal.steps.on')}</li>
        <li>{t('refreshSignal.steps.sky')}</li>
        <li>{t('refreshSignal.steps.wait', { minutes: REFRESH_ARRIVAL_MINUTES })}</li>
      </ol>
    </>
  );
}
