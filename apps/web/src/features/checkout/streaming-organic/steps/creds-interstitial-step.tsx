import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, Card } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { STEPS } from '../flow-steps.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';

/** `creds-int`: what the account is for, before the credentials form. */
export function CredsInterstitialStep() {
  const t = useT();
  const goTo = useFlowNavigation();
  useStepAnalytics(STEPS.credsInterstitial);
  return (
    <Card>
      <div className={styles.interstitial}>
        <StepHeading>{t('checkout.credsInt.title')}</StepHeading>
        <p className={styles.lead}>{t('checkout.credsInt.body')}</p>
        <div className={styles.actions}>
          <Button onClick={() => goTo('creds')}>{t('checkout.continue')}</Button>
        </div>
      </div>
    </Card>
  );
}
