import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { StepHeading } from '../components/step-heading.tsx';
import { flowKitCatalog } from './messages/index.ts';

/**
 * `payment-int`: what happens with the card (a trial says it is charged only when the trial
 * ends), before the payment form. The flow frames it (its card and stepper) and guards it.
 */
export function PaymentInterstitial(props: { trial: boolean; onContinue(): void }) {
  return (
    <CatalogLayer catalog={flowKitCatalog}>
      <InterstitialContent {...props} />
    </CatalogLayer>
  );
}

function InterstitialContent({ trial, onContinue }: { trial: boolean; onContinue(): void }) {
  const t = useT();
  return (
    <div className={styles.interstitial}>
      <StepHeading>{t('checkout.paymentInt.title')}</StepHeading>
      <p className={styles.lead}>
        {t(trial ? 'checkout.paymentInt.bodyTrial' : 'checkout.paymentInt.body')}
      </p>
      <div className={styles.actions}>
        <Button onClick={onContinue}>{t('checkout.continue')}</Button>
      </div>
    </div>
  );
}
