import {
  type B2bTrialClaimed,
  consentAgreementsFor,
  consentTypesFor,
  FIELD_ERROR_CODES,
  fieldIssue,
  type Locale,
} from '@orbit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { FormattedMessage, useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button, CheckboxField } from '../../../shared/ui/index.ts';
import { legalLinksOf } from '../../checkout/index.ts';
import { claimRefusalOf } from './claim-refusal.ts';
import styles from './device-linking.module.css';
import { VEHICLE_STATE_KEY, type VehicleLinkCalls } from './use-vehicle-link.ts';

/** The version of the legal documents published now, as the server tells it (ADR 062). */
const CURRENT_TERMS_KEY = ['legal-documents', 'current'] as const;

const claimSchema = z.object({
  terms: z.boolean().check(
    z.superRefine((agreed, context) => {
      if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
    }),
  ),
  marketing: z.boolean(),
});

export interface ClaimStepProps {
  calls: VehicleLinkCalls;
  magicLinkGrant: string;
  handle: string | undefined;
  onClaimed(claimed: B2bTrialClaimed): void;
  /** The way to sign in as someone else (a refusal that names the wrong sign-in). */
  onSignInAgain(): void;
}

/**
 * The signed-in customer claims the vehicle's trial: they agree to the market's documents
 * (spec 001 §9: offer and renewal terms everywhere, customer agreement and privacy policy in the
 * US, marketing only when ticked), recorded by `accept-terms` (idempotent), then `b2btrial/claim`
 * with one idempotency key per page, so a retried claim is answered the same.
 */
export function ClaimStep(props: ClaimStepProps) {
  const t = useT();
  const language = useIntl().locale as Locale;
  const config = useAppConfig();
  const legal = legalLinksOf(config);
  const [idempotencyKey] = useState(() => globalThis.crypto.randomUUID());
  const outcome = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const currentTerms = {
    queryKey: CURRENT_TERMS_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      props.calls.orchestration.currentTerms({ signal }),
  };
  // Read while the documents are shown, so the agreement names the version the customer saw.
  useQuery(currentTerms);
  const claim = useMutation({
    mutationFn: async ({ marketing }: { marketing: boolean }) => {
      const { version } = await queryClient.ensureQueryData(currentTerms);
      const privacyAgreements = consentAgreementsFor({
        country: config.country,
        locale: language,
        documentVersion: version,
        marketingOptIn: marketing,
      });
      await props.calls.orchestration.acceptTerms({ privacyAgreements });
      return props.calls.links.claimTrial(props.magicLinkGrant, { idempotencyKey });
    },
    onError: (error) => {
      // The documents changed since the page read them: read the new version, and ask for the
      // customer's agreement to it again.
      if (claimRefusalOf(error).code === 'TERMS_VERSION_OUT_OF_DATE') {
        void queryClient.invalidateQueries({ queryKey: CURRENT_TERMS_KEY });
        entry.form.setValue('terms', false);
      }
    },
    onSuccess: (claimed) => {
      // The vehicle's trial state changed with the claim: its summary reads it again.
      void queryClient.invalidateQueries({ queryKey: VEHICLE_STATE_KEY });
      props.onClaimed(claimed);
    },
  });
  const entry = useEntryForm({
    schema: claimSchema,
    defaultValues: { terms: false, marketing: false },
    busy: claim.isPending,
    onSubmit: (checked) => claim.mutate(checked),
    onInvalid: () => claim.reset(),
  });
  const refusal = claim.error ? claimRefusalOf(claim.error) : undefined;
  useEffect(() => {
    if (refusal) outcome.current?.focus();
  }, [refusal]);
  // The US asks for the customer agreement and privacy policy as consents of their own (§9).
  const us = consentTypesFor(config.country, { marketingOptIn: false }).includes('PRIVACY_POLICY');
  const link = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
    </a>
  );

  return (
    <div className={styles.step}>
      {props.handle ? <p>{t('deviceLinking.claim.signedInAs', { handle: props.handle })}</p> : null}
      {refusal ? (
        <div ref={outcome} tabIndex={-1}>
          {refusal.code ? (
            <Alert tone="error" title={t(`deviceLinking.refusal.${refusal.code}.title`)}>
              <p>{t(`deviceLinking.refusal.${refusal.code}.body`)}</p>
              <RefusalAction action={refusal.action} onSignInAgain={props.onSignInAgain} />
            </Alert>
          ) : (
            <Alert tone="error">{t('deviceLinking.refusal.other')}</Alert>
          )}
        </div>
      ) : null}
      <form {...entry.formProps} className={styles.form}>
        <CheckboxField
          {...entry.checkbox('terms')}
          required
          error={entry.codeOf('terms') ? t('deviceLinking.claim.termsRequired') : undefined}
          label={
            <FormattedMessage
              id={us ? 'deviceLinking.claim.terms.US' : 'deviceLinking.claim.terms.CA'}
              values={{ agreement: link(legal.agreementUrl), privacy: link(legal.privacyUrl) }}
            />
          }
        />
        <CheckboxField
          {...entry.checkbox('marketing')}
          label={t('deviceLinking.claim.marketing')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('deviceLinking.claim.working') : t('deviceLinking.claim.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RefusalAction({
  action,
  onSignInAgain,
}: {
  action: ReturnType<typeof claimRefusalOf>['action'];
  onSignInAgain(): void;
}) {
  const t = useT();
  switch (action) {
    case 'account':
      return <Link to="/account">{t('deviceLinking.toAccount')}</Link>;
    case 'subscribe':
      return (
        <Link to="/subscribe/checkout/purchase/satellite">{t('deviceLinking.subscribe')}</Link>
      );
    case 'signInAgain':
      return (
        <Button variant="secondary" onClick={onSignInAgain}>
          {t('deviceLinking.signInAnother')}
        </Button>
      );
    default:
      return null;
  }
}
