import {
  type CareVipQuoteResult,
  FIELD_ERROR_CODES,
  fieldIssue,
  formatMoney,
  type Locale,
} from '@orbit/domain';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { UNAVAILABLE_MESSAGE_ID } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { ChargeAgreement, legalLinksOf } from '../../checkout/flow-kit/index.ts';
import styles from './upgrade-vip.module.css';
import type { VipOrder } from './use-vip-order.ts';

export interface VipReviewStepProps {
  quote: CareVipQuoteResult;
  /** The names of the quoted devices, by their role. */
  deviceNames: { first: string; second: string };
  order: VipOrder;
  /** Why the customer was sent back here (a message id). */
  problem: string | undefined;
  onPlaceOrder(): void;
}

const agreementSchema = z.object({
  agreement: z.boolean().superRefine((agreed, context) => {
    if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
  }),
});

/**
 * Review (flows §4.5): each device in the order the purchase upgrades it (the swapped order when
 * the first is in a trial), what it is charged today, its monthly price and the day VIP starts on
 * it; the total today; the charge agreement, the human check when the checkout asks, Complete.
 */
export function VipReviewStep({
  quote,
  deviceNames,
  order,
  problem,
  onPlaceOrder,
}: VipReviewStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const config = useAppConfig();
  const legal = legalLinksOf(config);
  const entry = useEntryForm({
    schema: agreementSchema,
    defaultValues: { agreement: false },
    busy: order.busy,
    onSubmit: () => onPlaceOrder(),
  });
  const { setValue, clearErrors } = entry.form;
  return (
    <>
      {problem ? <Alert tone="error">{t(problem, { phone: config.care.phone })}</Alert> : null}
      {quote.devices.length === 2 && quote.devices[0]?.role === 'second' ? (
        <p>{t('vip.review.swapped')}</p>
      ) : null}
      <Summary>
        {quote.devices.map((device) => (
          <SummaryRow key={device.role} label={deviceNames[device.role]}>
            {t('vip.review.device', {
              plan: device.planName,
              today: formatMoney(device.dueToday, locale),
              monthly: formatMoney(device.monthlyPrice, locale),
              starts: formatDay(device.startsOn),
            })}
          </SummaryRow>
        ))}
        <SummaryRow label={t('vip.review.total')}>{formatMoney(quote.dueToday, locale)}</SummaryRow>
      </Summary>
      <form {...entry.formProps}>
        <ChargeAgreement
          checked={entry.form.watch('agreement')}
          onChange={(checked) => {
            setValue('agreement', checked);
            if (checked) clearErrors('agreement');
          }}
          error={entry.codeOf('agreement') ? t('checkout.field.agreement.required') : undefined}
          carePhone={config.care.phone}
          agreementUrl={legal.agreementUrl}
          privacyUrl={legal.privacyUrl}
        />
        {order.humanCheck ? (
          <AskedHumanCheckNotice
            humanCheck={order.humanCheck}
            title={t('checkout.review.humanCheck.title')}
            reason={t('checkout.review.humanCheck.body')}
            refused={t('checkout.review.humanCheck.refused')}
          />
        ) : null}
        {order.tryAgainInAMoment && !entry.busy ? (
          <Alert tone="warning">{t(UNAVAILABLE_MESSAGE_ID)}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('checkout.review.placing') : t('checkout.review.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
