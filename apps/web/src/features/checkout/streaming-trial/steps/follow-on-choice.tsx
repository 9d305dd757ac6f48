import { formatMoney, type Locale, type PresentedOffer } from '@orbit/domain';
import { useIntl } from 'react-intl';
import { useT } from '../../../../shared/i18n/use-t.ts';
import styles from '../../components/card-form/pay-with-choice.module.css';

export type AfterTrial = 'trialOnly' | 'followOn';

export interface FollowOnChoiceProps {
  followOn: PresentedOffer;
  value: AfterTrial;
  onChange(value: AfterTrial): void;
}

/** "Just the trial" or "keep listening with <plan> after it": native radio buttons. */
export function FollowOnChoice({ followOn, value, onChange }: FollowOnChoiceProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  return (
    <fieldset className={styles.choice}>
      <legend>{t('trial.information.choice')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="afterTrial"
          value="trialOnly"
          checked={value === 'trialOnly'}
          onChange={() => onChange('trialOnly')}
        />
        {t('trial.information.trialOnly')}
      </label>
      <label className={styles.option}>
        <input
          type="radio"
          name="afterTrial"
          value="followOn"
          checked={value === 'followOn'}
          onChange={() => onChange('followOn')}
        />
        {t('trial.information.followOn', {
          packageName: followOn.packageName,
          price: formatMoney(followOn.renewalPrice, locale),
        })}
      </label>
    </fieldset>
  );
}
