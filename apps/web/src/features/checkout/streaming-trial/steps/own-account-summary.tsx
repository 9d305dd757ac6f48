import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';

export interface OwnAccountSummaryProps {
  holder: string;
  accountNumber: string;
  email: string;
  busy: boolean;
  onContinue(): void;
}

/** The signed-in owner's account the trial goes on (ADR 060), and Continue. */
export function OwnAccountSummary({
  holder,
  accountNumber,
  email,
  busy,
  onContinue,
}: OwnAccountSummaryProps) {
  const t = useT();
  return (
    <>
      <Summary>
        <SummaryRow label={t('trial.own.holder')}>{holder}</SummaryRow>
        <SummaryRow label={t('trial.own.account')}>{accountNumber}</SummaryRow>
        <SummaryRow label={t('checkout.review.email')}>{email}</SummaryRow>
      </Summary>
      <div className={styles.actions}>
        <Button type="button" onClick={onContinue} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('checkout.working') : t('checkout.continue')}
        </Button>
      </div>
    </>
  );
}
