import type { OrderQuote } from '@orbit/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Button } from '../../../shared/ui/index.ts';
import { ChargeAgreement } from './charge-agreement.tsx';
import styles from './checkout.module.css';
import { legalLinksOf } from './legal-links.ts';
import { QuoteSummary } from './quote-summary.tsx';

export interface OrderReviewFormProps {
  /** The quote for this order, shown as the order summary. */
  quote: OrderQuote;
  /** Shown above the summary: what the customer should know before reading the figures. */
  leadNote?: ReactNode;
  /** Shown under the summary: the fine print of the deal. */
  fineNote?: ReactNode;
  /** The "change payment" link: each flow knows its own payment step. */
  onChangePayment(): void;
  /** An order is on its way: the button says so and further presses are ignored. */
  busy: boolean;
  /** Complete My Order was pressed with the box unticked (each flow records its own user error). */
  onAgreementMissing(): void;
  /** Complete My Order was pressed with the charge agreement ticked. */
  onPlaceOrder(): void;
}

/**
 * The end of every checkout's review step, below the facts each flow lists: the way back to
 * payment, the order summary from the quote, the charge agreement (which must be ticked) and the
 * Complete My Order button. What the order is, and where it goes, stays with each flow.
 */
export function OrderReviewForm(props: OrderReviewFormProps) {
  const t = useT();
  const config = useAppConfig();
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    if (!agreed) {
      setAgreementError(true);
      props.onAgreementMissing();
      formRef.current?.querySelector<HTMLElement>('input[name="agreement"]')?.focus();
      return;
    }
    props.onPlaceOrder();
  };

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
        <QuoteSummary quote={props.quote} />
        {props.fineNote}
      </div>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <ChargeAgreement
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setAgreementError(false);
          }}
          error={agreementError ? t('checkout.field.agreement.required') : undefined}
          carePhone={config.care.phone}
          agreementUrl={legal.agreementUrl}
          privacyUrl={legal.privacyUrl}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={props.busy} aria-busy={props.busy || undefined}>
            {props.busy ? t('checkout.review.placing') : t('checkout.review.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
