import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, buttonClassName } from '../../../shared/ui/index.ts';
import { FindYourRadio, type IdentifiedRadio } from '../../identification/index.ts';
import styles from '../components/checkout.module.css';
import { CHOOSE_A_PLAN_PATH } from './promotion-flow.ts';

/**
 * `device-lookup` (flows §4.3): find-your-radio by radio id or VIN (identification's lookup,
 * which answers DEVICE_NOT_FOUND itself). Only a radio never activated (status `new`) may take
 * the promotion; any other is DEVICE_NOT_ELIGIBLE, with the satellite checkout instead.
 */
export interface PromotionDeviceStepProps {
  onFound(radio: IdentifiedRadio): void;
}

export function PromotionDeviceStep({ onFound }: PromotionDeviceStepProps) {
  const t = useT();
  const [refused, setRefused] = useState<IdentifiedRadio>();
  if (refused) {
    return (
      <section aria-labelledby="promotion-not-eligible" className={styles.section}>
        <h2 id="promotion-not-eligible" className={styles.subhead}>
          {t('promotion.device.notEligible.title')}
        </h2>
        <p>{t('promotion.device.notEligible.body', { last4: refused.radioIdLastFour })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setRefused(undefined)}>
            {t('promotion.device.searchAgain')}
          </Button>
          <Link to={CHOOSE_A_PLAN_PATH} className={buttonClassName('primary')}>
            {t('promotion.error.choosePlan')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <>
      <p className={styles.lead}>{t('promotion.device.lead')}</p>
      <FindYourRadio
        analyticsName="promotion.findyourradio"
        onContinue={(radio) => (radio.status === 'new' ? onFound(radio) : setRefused(radio))}
        onActiveSubscription={setRefused}
      />
    </>
  );
}
