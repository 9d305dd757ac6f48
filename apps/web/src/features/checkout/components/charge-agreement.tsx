import type { ReactNode } from 'react';
import { FormattedMessage } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CheckboxField } from '../../../shared/ui/index.ts';
import styles from './checkout.module.css';

export interface ChargeAgreementProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Set after a submit without the box ticked. */
  error?: string | undefined;
  /** The care phone number (from configuration), for cancelling by phone. */
  carePhone: string;
  agreementUrl: string;
  privacyUrl: string;
  /** The agreement's words when it is not a renewing charge's (a trial that ends by itself). */
  labelId?: string | undefined;
}

/**
 * The charge agreement every purchase needs ticked: automatic renewal, the customer agreement,
 * the privacy policy, and how to cancel (online, or by phone at the care number).
 */
export function ChargeAgreement(props: ChargeAgreementProps) {
  const t = useT();
  const link = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
      <span className="visually-hidden"> {t('checkout.newTab')}</span>
    </a>
  );
  return (
    <CheckboxField
      name="agreement"
      required
      checked={props.checked}
      onChange={(event) => props.onChange(event.target.checked)}
      error={props.error}
      label={
        <FormattedMessage
          id={props.labelId ?? 'checkout.agreement.label'}
          values={{
            // A phone number split over two lines is hard to read out; keep it whole.
            phone: <span className={styles.nowrap}>{props.carePhone}</span>,
            agreement: link(props.agreementUrl),
            privacy: link(props.privacyUrl),
          }}
        />
      }
    />
  );
}
