import { describeCardExpiry, type PaymentMethod } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Panel } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { paymentMethodsQuery } from '../billing-queries.ts';
import { useSavedCards } from '../saved-cards.ts';
import { payPath, signInPath } from '../shared/billing-links.ts';
import { cardNameOf } from '../shared/card-name.ts';
import { CardStatusBadge } from '../shared/card-status-badge.tsx';
import { useBillingChange } from '../use-billing-change.ts';
import { AddCardDialog } from './add-card-dialog.tsx';
import { RemoveCardDialog } from './remove-card-dialog.tsx';

export interface PaymentMethodsProps {
  now: () => Date;
}

/**
 * The saved cards (`billing/v1/payment-methods`): brand, last 4, expiry with its status
 * (active, expires soon, expired), which one is the default; make another the default, remove
 * one (the server refuses the last card an active plan needs), or add one through the tokenizer.
 * Saved cards need a signed-in session; an identified one is pointed to sign in, or to
 * replace the card on file from the pay page.
 */
export function PaymentMethods({ now }: PaymentMethodsProps) {
  const t = useT();
  const location = useLocation();
  const { errors } = useAppServices();
  const savedCards = useSavedCards();
  const [removing, setRemoving] = useState<PaymentMethod>();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const methods = useQuery(paymentMethodsQuery(savedCards));
  // A card added, removed or made the default: the account's card on file may have changed too.
  const defaulting = useBillingChange(async (paymentMethodId: string) =>
    (await savedCards()).setDefaultPaymentMethod(paymentMethodId),
  );
  const settingDefault = defaulting.isPending ? defaulting.variables : undefined;
  useEffect(() => {
    if (methods.error) reportBillingFailure(errors, failureOf(methods.error), 'payment methods');
  }, [methods.error, errors]);

  const changed = (text: string) => setNotice({ tone: 'success', text });

  const makeDefault = async (method: PaymentMethod) => {
    setNotice(undefined);
    try {
      await defaulting.mutateAsync(method.id);
      changed(t('billing.cards.defaultSet', cardWords(method)));
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'set default payment method', { staysOnPage: true });
      setNotice({
        tone: 'error',
        text: t(
          failure.code === 'NO_CARD_ON_ACCOUNT'
            ? 'billing.cards.error.expiredDefault'
            : failureMessageId(failure, 'billing.cards.error.unexpected'),
        ),
      });
    }
  };

  const failure = methods.error ? failureOf(methods.error) : undefined;
  return (
    <Panel title={t('billing.cards.title')} spacing="flow">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {failure ? (
        failure.kind === 'signInRequired' ? (
          <Alert tone="info">
            {t('billing.cards.signIn')}{' '}
            <Link to={signInPath(location)}>{t('billing.cards.signInLink')}</Link>{' '}
            <Link to={payPath({ update: true })}>{t('billing.pay.switchToUpdate')}</Link>
          </Alert>
        ) : (
          <Alert tone="error">
            {t('billing.cards.error.load')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void methods.refetch()}
            >
              {t('billing.tryAgain')}
            </button>
          </Alert>
        )
      ) : methods.data ? (
        <>
          {methods.data.length === 0 ? <p>{t('billing.cards.none')}</p> : null}
          <ul className={styles.list} aria-label={t('billing.cards.listLabel')}>
            {methods.data.map((method) => {
              const expiry = describeCardExpiry(method.card.expiryDate, now());
              const status = method.status === 'expired' ? 'expired' : expiry.status;
              return (
                <li key={method.id} className={styles.item}>
                  <div>
                    <p className={[styles.itemTitle, styles.optionText].join(' ')}>
                      {t('billing.cards.card', cardWords(method))}
                      {method.isDefault ? (
                        <span className={[styles.badge, styles.neutral].join(' ')}>
                          {t('billing.cards.default')}
                        </span>
                      ) : null}
                      <CardStatusBadge status={status} />
                    </p>
                    <p className={styles.itemMeta}>
                      {t('billing.cards.expires', {
                        month: String(method.card.expiryDate.month).padStart(2, '0'),
                        year: method.card.expiryDate.year,
                      })}
                    </p>
                  </div>
                  <div className={styles.itemEnd}>
                    {!method.isDefault && status !== 'expired' ? (
                      <Button
                        variant="secondary"
                        disabled={settingDefault !== undefined}
                        aria-busy={settingDefault === method.id || undefined}
                        aria-label={t('billing.cards.makeDefaultFor', cardWords(method))}
                        onClick={() => void makeDefault(method)}
                      >
                        {t('billing.cards.makeDefault')}
                      </Button>
                    ) : null}
                    <Button
                      variant="quiet"
                      aria-label={t('billing.cards.removeFor', cardWords(method))}
                      onClick={() => {
                        setNotice(undefined);
                        setRemoving(method);
                      }}
                    >
                      {t('billing.cards.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('billing.cards.add')}
          </Button>
        </>
      ) : (
        <p role="status">{t('billing.loading')}</p>
      )}
      <RemoveCardDialog
        method={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={(method) => {
          setRemoving(undefined);
          changed(t('billing.cards.removed', cardWords(method)));
        }}
      />
      <AddCardDialog
        open={adding}
        now={now}
        onClose={() => setAdding(false)}
        onAdded={(method) => {
          setAdding(false);
          changed(t('billing.cards.added', cardWords(method)));
        }}
      />
    </Panel>
  );
}

/** The words every card message takes: its brand and last 4. */
export function cardWords(method: PaymentMethod): { brand: string; last4: string } {
  return { brand: cardNameOf(method.card.brand), last4: method.card.last4 };
}
