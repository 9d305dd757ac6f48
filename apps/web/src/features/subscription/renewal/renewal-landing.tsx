import { type CareRenewalOffersResult, formatMoney, type Locale } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card, Panel } from '../../../shared/ui/index.ts';
import { ComparisonGrid } from './comparison-grid.tsx';
import { FollowOnChoices } from './follow-on-choices.tsx';
import styles from './renewal.module.css';

export interface RenewalLandingProps {
  /** The campaign's choices: for the chosen radio once there is one (with availability). */
  offers: CareRenewalOffersResult;
  chosenPlanCode: string | undefined;
  onChoose(planCode: string): void;
  /** The toll-free line for this kind of renewal (configuration). */
  phone: string;
}

/**
 * The renewal's landing (flows §4.1): the hero ("N more months for $X"), the follow-on choice,
 * the comparison grid, the offer details and "Questions? Call".
 */
export function RenewalLanding({ offers, chosenPlanCode, onChoose, phone }: RenewalLandingProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const promoPrice = formatMoney(offers.promoPrice, locale);
  const renewsAt = offers.radio?.renewsAt;
  return (
    <>
      <Card className={styles.hero}>
        <p className={styles.eyebrow}>{t('renewal.hero.eyebrow')}</p>
        <h1 className={styles.title}>
          {t('renewal.hero.title', { months: offers.promoMonths, price: promoPrice })}
        </h1>
        <p className={styles.lead}>{t('renewal.hero.lead')}</p>
        {offers.radio && renewsAt ? (
          <p>
            {t('renewal.hero.radio', {
              lastFour: offers.radio.radioIdLastFour,
              date: formatDay(renewsAt),
            })}
          </p>
        ) : null}
      </Card>
      <Panel title={t('renewal.choices.title')}>
        <FollowOnChoices
          name="renewal-landing-choice"
          legend={t('renewal.choices.legend')}
          choices={offers.choices}
          defaultIndex={offers.defaultIndex}
          chosenPlanCode={chosenPlanCode}
          onChoose={onChoose}
        />
        <ComparisonGrid choices={offers.choices} />
      </Panel>
      <Panel title={t('renewal.details.title')}>
        <p>
          {t('renewal.details.body', {
            months: offers.promoMonths,
            price: promoPrice,
            packageName: offers.renewalOffer.packageName,
          })}
        </p>
        <p className={styles.questions}>{t('renewal.questions', { phone })}</p>
      </Panel>
    </>
  );
}
