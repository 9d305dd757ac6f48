import type { BillItem, BillingActivityRequest } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureOf } from '../../../shared/errors/index.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Panel, SelectField, TextField } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { billingActivityQuery } from '../billing-queries.ts';
import { trackUserErrors } from '../shared/billing-analytics.ts';
import { useBillingFields } from '../shared/billing-fields.ts';
import { uniqueKeys } from '../shared/unique-keys.ts';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import {
  checkHistoryFilter,
  EMPTY_HISTORY_FILTER,
  type HistoryFilterValues,
} from './history-filter-model.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';

/** The filter's rules (dates that are days, start before end) as its schema: the request. */
const historyFilterSchema = schemaOfCheck((values: HistoryFilterValues) => {
  const checked = checkHistoryFilter(values);
  return checked.ok ? { ok: true, values: checked.request } : checked;
});

/**
 * Billing and payment history (flows §7.1 billing): charges, payments, credits and refunds,
 * filtered by dates (start after end is refused on the spot, no call) and kind; each charge
 * opens its invoice.
 */
export function BillingHistory() {
  const t = useT();
  const { dataLayer, errors } = useAppServices();
  const calls = useCareCalls(billingCalls);
  const [request, setRequest] = useState<BillingActivityRequest>({});
  const [invoiceId, setInvoiceId] = useState<string>();
  const filter = useEntryForm({
    schema: historyFilterSchema,
    defaultValues: EMPTY_HISTORY_FILTER,
    onSubmit: setRequest,
    onInvalid: (codes) => trackUserErrors(dataLayer, 'billingHistory', codes),
  });
  const fields = useBillingFields<'startDate' | 'endDate'>(filter);
  const activity = useQuery(billingActivityQuery(calls, request));
  useEffect(() => {
    if (activity.error) {
      reportBillingFailure(errors, failureOf(activity.error), 'billing activity');
    }
  }, [activity.error, errors]);

  return (
    <Panel title={t('billing.history.title')} spacing="flow">
      <form {...filter.formProps} aria-label={t('billing.history.filter')}>
        <div className={styles.filters}>
          <TextField
            {...filter.field('startDate')}
            type="date"
            label={t('billing.history.from')}
            error={fields.errorOf('startDate')}
          />
          <TextField
            {...filter.field('endDate')}
            type="date"
            label={t('billing.history.to')}
            error={fields.errorOf('endDate')}
          />
          <SelectField
            {...filter.field('transactionType')}
            label={t('billing.history.kind')}
            options={[
              { value: '', label: t('billing.history.kind.all') },
              { value: 'subscription', label: t('billing.history.kind.subscription') },
              { value: 'payment', label: t('billing.history.kind.payment') },
            ]}
          />
        </div>
        <div className={styles.filterActions}>
          <Button type="submit" variant="secondary">
            {t('billing.history.apply')}
          </Button>
        </div>
      </form>
      {activity.error ? (
        <Alert tone="error">
          {t('billing.history.error')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void activity.refetch()}
          >
            {t('billing.tryAgain')}
          </button>
        </Alert>
      ) : activity.data ? (
        <HistoryList items={activity.data} onOpenInvoice={setInvoiceId} />
      ) : (
        <p role="status">{t('billing.loading')}</p>
      )}
      <InvoiceDialog invoiceId={invoiceId} onClose={() => setInvoiceId(undefined)} />
    </Panel>
  );
}

function HistoryList({
  items,
  onOpenInvoice,
}: {
  items: readonly BillItem[];
  onOpenInvoice(invoiceId: string): void;
}) {
  const t = useT();
  const format = useBillingFormat();
  const day = useFormatDay();
  const serviceForText = useServiceForText();
  if (items.length === 0) return <p role="status">{t('billing.history.empty')}</p>;
  const keys = uniqueKeys(
    items.map((item) => `${item.transactionDate}-${item.eventType}-${item.billNumber ?? ''}`),
  );
  return (
    <ul className={styles.list} aria-label={t('billing.history.listLabel')}>
      {items.map((item, index) => (
        <li key={keys[index]} className={styles.item}>
          <div>
            <p className={styles.itemTitle}>{item.description}</p>
            <p className={styles.itemMeta}>
              {[
                day(item.transactionDate),
                t(`billing.history.event.${item.eventType}`),
                serviceForText(item.serviceFor),
                item.startDate && item.endDate
                  ? t('billing.history.period', {
                      start: day(item.startDate),
                      end: day(item.endDate),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className={styles.itemEnd}>
            <span
              className={[styles.amount, item.amount.amountMinor < 0 ? styles.credit : ''].join(
                ' ',
              )}
            >
              {format.money(item.amount)}
            </span>
            {item.invoiceId ? (
              <Button
                variant="quiet"
                onClick={() => item.invoiceId && onOpenInvoice(item.invoiceId)}
              >
                {t('billing.history.viewInvoice', { number: item.billNumber ?? item.invoiceId })}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a line was for, in the reader's words: the server's `serviceFor` is a code (`****1234` for
 * a radio, `streaming`, `account`). The account itself goes without saying.
 */
function useServiceForText() {
  const t = useT();
  return (serviceFor: string): string | null => {
    const radio = /\*{4}(\w{4})$/.exec(serviceFor);
    if (radio) return t('billing.history.serviceFor.radio', { last4: radio[1] });
    if (serviceFor.toLowerCase() === 'streaming') return t('billing.history.serviceFor.streaming');
    return null;
  };
}
