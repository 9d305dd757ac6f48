import { FIELD_ERROR_CODES, fieldIssue, type OrderQuote } from '@orbit/domain';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { UNAVAILABLE_MESSAGE_ID } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { type AskedHumanCheck, AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { ChargeAgreement } from './charge-agreement.tsx';
import styles from './checkout.module.css';
import { legalLinksOf } from './legal-links.ts';
import { QuoteSummary } from './quote-summary.tsx';

export interface OrderReviewFormProps {
  /** The quote for this order, shown as the order summary. */
  quote: OrderQuote;
  /** Shown above the summary: what the customer should know before reading the figures. */
  leadNote?: ReactNode;
  /** The summary's heading level: 3 when the review is a section of a page (an h2) itself. */
  summaryHeadingLevel?: 2 | 3;
  /** Shown under the summary: the fine print of the deal. */
  fineNote?: ReactNode;
  /** The "change payment" link: each flow knows its own payment step. */
  onChangePayment(): void;
  /** An order is on its way: the button says so and further presses are ignored. */
  busy: boolean;
  /** The last press got "not now": say so above the button (`usePlaceOrder`). */
  tryAgainInAMoment?: boolean;
  /** The human check the order needs (`usePlaceOrder`), shown above the button. */
  humanCheck?: AskedHumanCheck | undefined;
  /** Complete My Order was pressed with the box unticked (each flow records its own user error). */
  onAgreementMissing(): void;
  /** Complete My Order was pressed with the charge agreement ticked. */
  onPlaceOrder(): void;
}

/** The charge agreement must be ticked: unticked is REQUIRED, as every checkout words it. */
const agreementSchema = z.object({
  agreement: z.boolean().superRefine((agreed, context) => {
    if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
  }),
});

/**
 * The end of every checkout's review step, below the facts each flow lists: the way back to
 * payment, the order summary from the quote, the charge agreement (which must be ticked) and the
 * Complete My Order button. What the order is, and where it goes, stays with each flow.
 */
export function OrderReviewForm(props: OrderReviewFormProps) {
  const t = useT();
  const config = useAppConfig();
  const entry = useEntryForm({
    schema: agreementSchema,
    defaultValues: { agreement: false },
    busy: props.busy,
    onSubmit: () => props.onPlaceOrder(),
    onInvalid: () => props.onAgreementMissing(),
  });
  const { setValue, clearErrors } = entry.form;

  const legal = legalLinksOf(config);
  return (
    <>
      <p>
        <button type="button" className={styles.linkButton} onClick={props.onChangePayment}>
          {t('checkout.review.changePayment')}
        </button>
      </p>
      <div className={styles.section}>
        {props.leadNote}
        <QuoteSummary quote={props.quote} headingLevel={props.summaryHeadingLevel} />
        {props.fineNote}
      </div>
      <form {...entry.formProps} className={styles.form}>
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
        {props.humanCheck ? (
          <AskedHumanCheckNotice
            humanCheck={props.humanCheck}
            title={t('checkout.review.humanCheck.title')}
            reason={t('checkout.review.humanCheck.body')}
            refused={t('checkout.review.humanCheck.refused')}
          />
        ) : null}
        {props.tryAgainInAMoment && !entry.busy ? (
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
