import type { OrderQuote } from '@orbit/domain';
import type { ReactNode } from 'react';
import type { AskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './checkout.module.css';
import { OrderAgreementForm } from './order-agreement-form.tsx';
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
  /**
   * The "change payment" link: each flow knows its own payment step. Absent where no payment is
   * taken that the customer could change (a move that charges nothing; the card on file), so
   * the link is not shown.
   */
  onChangePayment?: (() => void) | undefined;
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
  /** Other words for the agreement and the button (see OrderAgreementForm). */
  wording?: { agreementId: string; submitId: string } | undefined;
}

/**
 * The end of every checkout's review step, below the facts each flow lists: the way back to
 * payment (where there is one to change), the order summary from the quote, the charge agreement (which must be ticked) and the
 * Complete My Order button. What the order is, and where it goes, stays with each flow.
 */
export function OrderReviewForm(props: OrderReviewFormProps) {
  const t = useT();
  return (
    <>
      {props.onChangePayment ? (
        <p>
          <button type="button" className={styles.linkButton} onClick={props.onChangePayment}>
            {t('checkout.review.changePayment')}
          </button>
        </p>
      ) : null}
      <div className={styles.section}>
        {props.leadNote}
        <QuoteSummary quote={props.quote} headingLevel={props.summaryHeadingLevel} />
        {props.fineNote}
      </div>
      <OrderAgreementForm
        busy={props.busy}
        tryAgainInAMoment={props.tryAgainInAMoment}
        humanCheck={props.humanCheck}
        onAgreementMissing={props.onAgreementMissing}
        onPlaceOrder={props.onPlaceOrder}
        wording={props.wording}
      />
    </>
  );
}
