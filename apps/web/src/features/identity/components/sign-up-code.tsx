import { type HumanCheckProof, type Locale, OTP_LIMITS } from '@orbit/domain';
import type { SignUpCodeSent } from '@orbit/sdk';
import { useState } from 'react';
import { HumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { useIdentityAction } from '../use-identity-action.ts';
import { OtpEntry } from './otp-entry.tsx';
import { useServiceHumanCheck } from './use-service-human-check.ts';

export interface SignUpCodeProps {
  sent: SignUpCodeSent;
  /** The email as typed: the handle the new session remembers. */
  emailAddress: string;
  onSignedIn(): void;
  /** Back to the email (a sign-up page); absent where the email is not the customer's to change. */
  onChangeEmail?: () => void;
}

const now = () => Date.now();

/**
 * The second step of every sign-up (ADR 025): the code sent to the email, whether or not it
 * already had a sign-in. Redeeming it creates the sign-in (or, for an email that had one, signs
 * its owner in); a new code can be asked for after the resend interval. Past the email's send
 * budget the server asks for a human check first: once solved, the code is sent again with it.
 */
export function SignUpCode(props: SignUpCodeProps) {
  const t = useT();
  const language = useIntl().locale as Locale;
  const [error, setError] = useState<ErrorMessage>();
  const [resent, setResent] = useState(false);
  const [resendAvailableAt, setResendAvailableAt] = useState(
    () => now() + OTP_LIMITS.resendAfterSeconds * 1000,
  );
  const alerting = {
    onMutate: () => setError(undefined),
    onError: (failure: unknown) => setError(identityErrorMessage(failure)),
  };
  const finish = useIdentityAction(
    (identity, code: string) => identity.finishSignUp(props.sent, code, props.emailAddress),
    { ...alerting, onSuccess: props.onSignedIn },
  );
  const humanCheck = useServiceHumanCheck();
  const resend = useIdentityAction(
    (identity, proof: HumanCheckProof | undefined) =>
      identity.resendSignUpCode(props.sent, language, proof),
    {
      onMutate: alerting.onMutate,
      onError: (failure: unknown) => {
        if (humanCheck.askedBy(failure, (proof) => resend.mutate(proof))) return;
        humanCheck.clear();
        alerting.onError(failure);
      },
      onSuccess: (delivery) => {
        humanCheck.clear();
        setResent(true);
        setResendAvailableAt(Date.parse(delivery.resendAvailableAt));
      },
    },
  );

  return (
    <>
      <OtpEntry
        destination={props.sent.maskedEmail}
        intro={t('identity.signUp.codeSent', { destination: props.sent.maskedEmail })}
        channel="EMAIL"
        resendAvailableAt={resendAvailableAt}
        now={now}
        busy={finish.isPending || resend.isPending}
        error={error}
        resent={resent}
        onSubmit={(code) => finish.mutate(code)}
        onResend={() => resend.mutate(undefined)}
      />
      {humanCheck.check ? (
        <HumanCheck challenge={humanCheck.check.challenge} onSolved={humanCheck.check.retry} />
      ) : null}
      {props.onChangeEmail ? (
        <p>
          <button type="button" className={styles.linkButton} onClick={props.onChangeEmail}>
            {t('identity.signUp.changeEmail')}
          </button>
        </p>
      ) : null}
    </>
  );
}
