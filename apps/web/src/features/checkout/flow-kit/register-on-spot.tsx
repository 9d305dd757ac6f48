import { registerOnSpotCalls, type SignUpCodeSent } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { failureOf } from '../../../shared/errors/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Button } from '../../../shared/ui/index.ts';
import {
  ErrorAlert,
  identityCatalog,
  identityErrorMessage,
  NewPasswordPair,
  PASSWORD_REFUSAL_CODES,
  SignUpCode,
  signUpCatalog,
  useNewPasswordEntry,
} from '../../identity/index.ts';
import styles from '../components/checkout.module.css';
import { flowKitCatalog } from './messages/index.ts';

/** The identity's words and the sign-up's (the new password's rules, the code step). */
const registrationWords = mergeCatalogs(identityCatalog, signUpCatalog, flowKitCatalog);

/** The signed-in customer's account overview. */
const ACCOUNT_PATH = '/account';

export interface RegisterOnSpotProps {
  /** The account the purchase created or bought for; nothing is shown without one. */
  accountNumber: string | null | undefined;
  /** The purchase's email: the handle the new sign-in remembers (never typed again). */
  email: string | null | undefined;
  /** Shown until the server offers it, and when it does not (or cannot say): the way to sign up. */
  fallback?: ReactNode;
}

/**
 * Registration on the spot on a thanks page (ADR 051), for a purchase that answered
 * `isEligibleForRegistration` (its account has no sign-in): when the server offers it for the account
 * just bought (this care session's purchase, within the hour, no sign-in yet), a password for the
 * purchase's email, then the code sent to it — the sign-up's own step (ADR 025) — and the
 * customer lands on their account, signed in.
 */
export function RegisterOnSpot(props: RegisterOnSpotProps) {
  const calls = useCareCalls(registerOnSpotCalls);
  const accountNumber = props.accountNumber ?? '';
  const offer = useQuery({
    queryKey: ['registration-offer', accountNumber],
    queryFn: () => calls.registrationOffer({ accountNumber }, { skipGlobalHandler: true }),
    enabled: accountNumber !== '' && !!props.email,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!offer.data?.offered || !props.email) return props.fallback ?? null;
  return (
    <CatalogLayer catalog={registrationWords}>
      <Registration accountNumber={accountNumber} email={props.email} />
    </CatalogLayer>
  );
}

function Registration({ accountNumber, email }: { accountNumber: string; email: string }) {
  const t = useT();
  const titleId = useId();
  const calls = useCareCalls(registerOnSpotCalls);
  const [sent, setSent] = useState<SignUpCodeSent>();
  const services = useAppServices();
  const register = useMutation({
    mutationFn: (password: string) =>
      calls.register({ accountNumber, password }, { skipGlobalHandler: true }),
    onSuccess: setSent,
    onError: (error) => {
      const message = identityErrorMessage(error);
      if (PASSWORD_REFUSAL_CODES.has(failureOf(error).code)) {
        passwordEntry.refusals.refuse('password', message);
      } else passwordEntry.setFormError(message);
    },
  });
  const passwordEntry = useNewPasswordEntry({
    busy: register.isPending,
    onSubmit: (password) => register.mutate(password),
  });
  const { entry } = passwordEntry;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subhead}>
        {t('checkout.registerOnSpot.title')}
      </h2>
      {sent ? (
        <SignUpCode
          sent={sent}
          emailAddress={email}
          // Signing in resets the visitor's server state, the order on this page with it: the
          // account it just made is where the customer goes, loaded afresh.
          onSignedIn={() => services.navigator.assign(ACCOUNT_PATH)}
        />
      ) : (
        <>
          <p className={styles.namesEmail}>{t('checkout.registerOnSpot.lead', { email })}</p>
          <ErrorAlert error={passwordEntry.formError} />
          <form {...entry.formProps}>
            <NewPasswordPair
              form={passwordEntry}
              passwordLabel={t('identity.common.password')}
              confirmLabel={t('checkout.registerOnSpot.confirm')}
              mismatchId="checkout.registerOnSpot.mismatch"
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={entry.busy}>
                {entry.busy ? t('identity.common.working') : t('checkout.registerOnSpot.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
