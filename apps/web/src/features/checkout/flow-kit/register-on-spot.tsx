import { newPasswordSchema } from '@orbit/domain';
import { registerOnSpotCalls, type SignUpCodeSent } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { z } from 'zod';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import {
  ErrorAlert,
  type ErrorMessage,
  identityCatalog,
  identityErrorMessage,
  NewPasswordField,
  newPasswordMessage,
  PASSWORD_REFUSAL_CODES,
  SignUpCode,
  useFieldRefusals,
} from '../../identity/index.ts';
import styles from '../components/checkout.module.css';

/** The signed-in customer's account overview. */
const ACCOUNT_PATH = '/account';

const registrationSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((entry) => entry.password === entry.confirmPassword, {
    path: ['confirmPassword'],
    message: 'MISMATCH',
  });

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
    <CatalogLayer catalog={identityCatalog}>
      <Registration accountNumber={accountNumber} email={props.email} />
    </CatalogLayer>
  );
}

function Registration({ accountNumber, email }: { accountNumber: string; email: string }) {
  const t = useT();
  const titleId = useId();
  const calls = useCareCalls(registerOnSpotCalls);
  const [formError, setFormError] = useState<ErrorMessage>();
  const [sent, setSent] = useState<SignUpCodeSent>();
  const services = useAppServices();
  const register = useMutation({
    mutationFn: (password: string) =>
      calls.register({ accountNumber, password }, { skipGlobalHandler: true }),
    onSuccess: setSent,
    onError: (error) => {
      const message = identityErrorMessage(error);
      if (PASSWORD_REFUSAL_CODES.has(failureOf(error).code)) refusals.refuse('password', message);
      else setFormError(message);
    },
  });
  const entry = useEntryForm({
    schema: registrationSchema,
    defaultValues: { password: '', confirmPassword: '' },
    busy: register.isPending,
    onSubmit: (checked) => {
      refusals.clear();
      setFormError(undefined);
      register.mutate(checked.password);
    },
    onInvalid: () => {
      refusals.clear();
      setFormError(undefined);
    },
  });
  const refusals = useFieldRefusals(entry);
  const password = entry.field('password');

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
          <ErrorAlert error={formError} />
          <form {...entry.formProps}>
            <NewPasswordField
              label={t('identity.common.password')}
              field={password}
              error={refusals.errorOf('password', () => newPasswordMessage(password.value))}
            />
            <TextField
              {...entry.field('confirmPassword')}
              label={t('checkout.registerOnSpot.confirm')}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              required
              maxLength={64}
              error={refusals.errorOf('confirmPassword', () => ({
                id: 'checkout.registerOnSpot.mismatch',
              }))}
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
