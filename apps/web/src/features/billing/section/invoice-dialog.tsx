import type { Invoice, Money } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failureOf } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Dialog, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { invoiceQuery } from '../billing-queries.ts';
import { uniqueKeys } from '../shared/unique-keys.ts';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import { feeLabelId, taxLabelId, taxRateFraction } from './invoice-labels.ts';

/**
 * One invoice in a dialog (spec 001 §3 Invoice): its dates, each line with its fees (the music
 * royalty fee…) and taxes with their rate, in the page's language by their codes (as the
 * checkout words them: TPS, TVQ in French), then the total, any credit applied, what was paid
 * and what is still due.
 */
export function InvoiceDialog({
  invoiceId,
  onClose,
}: {
  invoiceId: string | undefined;
  onClose(): void;
}) {
  const t = useT();
  const { errors } = useAppServices();
  const calls = useCareCalls(billingCalls);
  const invoice = useQuery({
    ...invoiceQuery(calls, invoiceId ?? ''),
    enabled: invoiceId !== undefined,
  });
  useEffect(() => {
    if (invoice.error) reportBillingFailure(errors, failureOf(invoice.error), 'invoice');
  }, [invoice.error, errors]);

  return (
    <Dialog
      open={invoiceId !== undefined}
      onClose={onClose}
      title={
        invoice.data
          ? t('billing.invoice.title', { number: invoice.data.number })
          : t('billing.invoice.titleLoading')
      }
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('billing.close')}
        </Button>
      }
    >
      {invoiceId === undefined ? null : invoice.error ? (
        <Alert tone="error">{t('billing.invoice.error')}</Alert>
      ) : invoice.data ? (
        <InvoiceBody invoice={invoice.data} />
      ) : (
        <p role="status">{t('billing.loading')}</p>
      )}
    </Dialog>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const intl = useIntl();
  const format = useBillingFormat();
  const day = useFormatDay();
  const amountRow = (label: string, amount: Money, total?: boolean) => (
    <SummaryRow label={label} total={total} amount>
      {format.money(amount)}
    </SummaryRow>
  );
  const lineKeys = uniqueKeys(invoice.lines.map((line) => line.description));
  return (
    <>
      <p className={styles.itemMeta}>
        {t('billing.invoice.dates', {
          issued: day(invoice.issuedDate),
          due: day(invoice.dueDate),
        })}
      </p>
      <ul className={styles.lines} aria-label={t('billing.invoice.linesLabel')}>
        {invoice.lines.map((line, index) => (
          <li key={lineKeys[index]} className={styles.line}>
            <p className={styles.lineRow}>
              <span>{line.description}</span>
              <span className={styles.amount}>{format.money(line.amountAllocation.amount)}</span>
            </p>
            {line.amountAllocation.proration.amountMinor !== 0 ? (
              <p className={styles.lineDetail}>
                <span>{t('billing.invoice.proration')}</span>
                <span className={styles.amount}>
                  {format.money(line.amountAllocation.proration)}
                </span>
              </p>
            ) : null}
            {line.fees.map((fee) => {
              const id = feeLabelId(fee.code);
              return (
                <p key={`fee-${fee.code}`} className={styles.lineDetail}>
                  <span>{id ? t(id) : fee.name}</span>
                  <span className={styles.amount}>{format.money(fee.amount)}</span>
                </p>
              );
            })}
            {line.taxes.map((tax) => {
              const id = taxLabelId(tax.code);
              const rate = intl.formatNumber(taxRateFraction(tax.rate), {
                style: 'percent',
                maximumFractionDigits: 3,
              });
              return (
                <p key={`tax-${tax.code}`} className={styles.lineDetail}>
                  <span>
                    {t('billing.invoice.taxWithRate', { tax: id ? t(id) : tax.name, rate })}
                  </span>
                  <span className={styles.amount}>{format.money(tax.amount)}</span>
                </p>
              );
            })}
          </li>
        ))}
      </ul>
      <Summary>
        {amountRow(t('billing.invoice.total'), invoice.amountTotal, true)}
        {invoice.appliedBalance.amountMinor > 0
          ? amountRow(t('billing.invoice.creditApplied'), invoice.appliedBalance)
          : null}
        {amountRow(t('billing.invoice.paid'), invoice.amountPaid)}
        {amountRow(t('billing.invoice.due'), invoice.amountDue, true)}
      </Summary>
    </>
  );
}
