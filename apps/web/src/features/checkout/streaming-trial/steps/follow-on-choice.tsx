import { formatMoney, type Locale } from '@orbit/domain';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { OptionChoice } from '../../components/option-choice.tsx';
import type { TrialFollowOn } from '../follow-ons.ts';

/** The trial alone, or the plan code of the paid plan chosen to follow it. */
export type AfterTrial = 'trialOnly' | (string & {});

export interface FollowOnChoiceProps {
  followOns: readonly TrialFollowOn[];
  value: AfterTrial;
  onChange(value: AfterTrial): void;
}

/** "Just the trial", or "keep listening with <plan> after it" for each plan it may roll into. */
export function FollowOnChoice({ followOns, value, onChange }: FollowOnChoiceProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  return (
    <OptionChoice<AfterTrial>
      name="afterTrial"
      legend={t('trial.information.choice')}
      options={[
        { value: 'trialOnly', label: t('trial.information.trialOnly') },
        ...followOns.map((plan) => ({
          value: plan.planCode,
          label: t('trial.information.followOn', {
            packageName: plan.packageName,
            price: formatMoney(plan.retailPrice, locale),
          }),
        })),
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
