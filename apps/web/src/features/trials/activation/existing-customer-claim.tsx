import {
  type CareTrialActivation,
  FIELD_ERROR_CODES,
  fieldIssue,
  type Locale,
} from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, buttonClassName, CheckboxField, Tile } from '../../../shared/ui/index.ts';
import { ownAccountQuery } from '../../checkout/flow-kit/index.ts';
import styles from './activation.module.css';
import { signInPathBackTo } from './activation-paths.ts';
import { claimWith } from './claim-outcome.ts';
import type { RadioProof } from './trial-offer.ts';
import { useActivationStore } from './use-activation-store.ts';

const QUIET = { skipGlobalHandler: true } as const;
/** The query flag that brings a customer back from signing in to this variant. */
export const EXISTING_CUSTOMER_PARAM = 'customer';

const agreementSchema = z.object({
  agreement: z.boolean().check(
    z.superRefine((agreed, context) => {
      if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
    }),
  ),
});

export type ExistingCustomerClaimProps = {
  proof: RadioProof;
  onActivated(activation: CareTrialActivation): void;
} & (
  | { mode: 'add'; planCode: string }
  /** The trial already runs on an account of its own: it moves onto the customer's account. */
  | { mode: 'consolidate' }
);

/** Where the sign-in comes back to: this page, in the existing-customer variant. */
function backHere(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  query.set(EXISTING_CUSTOMER_PARAM, 'existing');
  return `${location.pathname}?${query}`;
}

/**
 * "Already an Orbit customer?" (flows §3.2): the project's sign-in page first (it comes back
 * here), then the signed-in customer's account, and the trial added to it
 * (`trial-activation/add-subscription`) — or, for a trial already running on an account of its
 * own, moved onto it (`trial-activation/account-consolidate`).
 */
export function ExistingCustomerClaim(props: ExistingCustomerClaimProps) {
  const t = useT();
  const services = useAppServices();
  const location = useLocation();
  const own = useQuery(ownAccountQuery(services));
  if (own.isPending) return <p aria-live="polite">{t('activation.existing.loading')}</p>;
  const answer = own.data ?? { kind: 'failed' as const };
  switch (answer.kind) {
    case 'signIn':
      return (
        <div className={styles.stack}>
          <p>{t('activation.existing.signInLead')}</p>
          <Link to={signInPathBackTo(backHere(location))} className={buttonClassName('primary')}>
            {t('activation.existing.signIn')}
          </Link>
        </div>
      );
    case 'none':
      return <Alert>{t('activation.existing.noAccount')}</Alert>;
    case 'failed':
      return <Alert tone="error">{t('activation.claim.failed')}</Alert>;
    case 'account':
      return (
        <AccountClaim
          {...props}
          accountNumber={answer.account.accountNumber}
          holder={`${answer.account.firstName} ${answer.account.lastName}`}
        />
      );
  }
}

function AccountClaim(
  props: ExistingCustomerClaimProps & { accountNumber: string; holder: string },
) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(trialCalls);
  const { store } = useActivationStore();
  const [problem, setProblem] = useState<string>();
  const { accountNumber, proof } = props;

  const claim = async () => {
    setProblem(undefined);
    const { transactionId } = store.get();
    const outcome =
      props.mode === 'add'
        ? await claimWith(services, 'trial add subscription', () =>
            calls.addSubscription(
              {
                ...proof,
                planCode: props.planCode,
                accountNumber,
                languagePreference: locale,
                agreementAccepted: true,
                transactionId,
              },
              QUIET,
            ),
          )
        : await claimWith(services, 'trial account consolidate', () =>
            calls.accountConsolidate({ ...proof, accountNumber, transactionId }, QUIET),
          );
    if (outcome.kind === 'activated') {
      props.onActivated(outcome.activation);
      return;
    }
    store.newAttempt({});
    if (outcome.kind === 'refused') setProblem(outcome.messageId);
    else if (outcome.kind !== 'stopped') setProblem('activation.claim.failed');
  };

  const entry = useEntryForm({
    schema: props.mode === 'add' ? agreementSchema : z.object({ agreement: z.boolean() }),
    defaultValues: { agreement: false },
    onSubmit: claim,
  });

  return (
    <form {...entry.formProps} className={styles.form}>
      <Tile>
        <p className={styles.tileTitle}>{props.holder}</p>
        <p className={styles.tileLine}>{t('activation.existing.account', { accountNumber })}</p>
      </Tile>
      {props.mode === 'add' ? (
        <CheckboxField
          {...entry.checkbox('agreement')}
          error={entry.codeOf('agreement') ? t('activation.field.agreement.required') : undefined}
          label={t('activation.existing.agreement')}
        />
      ) : null}
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy
            ? t('activation.working')
            : t(props.mode === 'add' ? 'activation.existing.add' : 'activation.existing.move')}
        </Button>
      </div>
    </form>
  );
}
