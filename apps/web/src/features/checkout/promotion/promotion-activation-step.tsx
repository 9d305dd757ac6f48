import type { CareZeroCostActivation, Locale, PresentedOffer, TrialCustomer } from '@orbit/domain';
import { promotionCalls, randomId } from '@orbit/sdk';
import { useState } from 'react';
import { useEntryForm, useFieldBindings } from '../../../shared/forms/index.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Button, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import type { IdentifiedRadio } from '../../identification/index.ts';
import styles from '../components/checkout.module.css';
import { PasswordAndAgreement } from '../components/password-and-agreement.tsx';
import { handledFailureOf } from './handled-failure.ts';
import promotion from './promotion.module.css';
import {
  type PromotionActivationField,
  type PromotionActivationValues,
  promotionActivationSchema,
  promotionFieldMessageId,
} from './promotion-account-model.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** The activation's refusals the step words itself; anything else reads as the generic one. */
const REFUSALS: Readonly<Record<string, string>> = {
  DEVICE_NOT_ELIGIBLE: 'promotion.activation.notEligible',
  PAYMENT_IN_PROGRESS: 'promotion.activation.inProgress',
  OFFER_REDEEMED: 'promotion.activation.codeUsed',
  DEVICE_NOT_FOUND: 'promotion.activation.lookupExpired',
};

export interface PromotionActivationStepProps {
  code: string;
  offer: PresentedOffer;
  months: number;
  radio: IdentifiedRadio;
  customer: TrialCustomer;
  onEdit(): void;
  onActivated(activation: CareZeroCostActivation): void;
}

/**
 * `device-activation` (flows §4.3): the radio, the free plan and who it is for, then the
 * sign-in's password (registration on the spot: the email is the username) and the agreement;
 * `purchase/zero-cost` with the attempt's transaction id as its Idempotency-Key. A refusal
 * takes a new attempt (a corrected request is another one); a 428 shows the human check and the
 * next press carries its proof.
 */
export function PromotionActivationStep(props: PromotionActivationStepProps) {
  const { code, offer, months, radio, customer } = props;
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(promotionCalls);
  const humanCheck = useAskedHumanCheck();
  const [problem, setProblem] = useState<string>();
  // The checkouts' transaction id (flow-kit's newTransactionId), repeated in a line: importing it
  // would split it from the flow store into a chunk the entry route lists (ADR 038).
  const nextId = () => `OSC-${randomId(services.sdk.runtime.randomBytes, 24)}`;
  const [transactionId, setTransactionId] = useState(nextId);

  const activate = async ({ password }: PromotionActivationValues) => {
    setProblem(undefined);
    try {
      const activation = await calls.activateZeroCost(
        {
          marketingPromoCode: code,
          deviceRef: radio.deviceRef,
          customer,
          password,
          languagePreference: locale,
          agreementAccepted: true,
          transactionId,
          ...humanCheck.takeProof(),
        },
        QUIET,
      );
      props.onActivated(activation);
      return;
    } catch (error) {
      const failure = handledFailureOf(services, error, 'promotion activation');
      setTransactionId(nextId());
      if (failure.kind === 'sessionTimedOut') return;
      if (failure.code === 'CAPTCHA_REQUIRED') {
        if (!(await humanCheck.askedBy(failure))) setProblem('promotion.failed');
        return;
      }
      const refusal = REFUSALS[failure.code];
      if (refusal) {
        setProblem(refusal);
        return;
      }
      if (!entry.showFieldFailures(failure)) setProblem('promotion.failed');
    }
  };

  const entry = useEntryForm({
    schema: promotionActivationSchema,
    defaultValues: { password: '', agreement: false },
    onSubmit: activate,
  });
  const { errorOf } = useFieldBindings<PromotionActivationField, string>(
    entry,
    promotionFieldMessageId,
  );
  const address = customer.serviceAddress;
  return (
    <form {...entry.formProps} className={styles.form} aria-labelledby="promotion-activation">
      <h2 id="promotion-activation" className={styles.subhead}>
        {t('promotion.activation.title')}
      </h2>
      <Summary label={t('promotion.activation.title')}>
        <SummaryRow label={t('promotion.activation.radio')}>
          {t('promotion.activation.radioEnding', { last4: radio.radioIdLastFour })}
        </SummaryRow>
        <SummaryRow label={t('promotion.activation.package')}>{offer.packageName}</SummaryRow>
        <SummaryRow label={t('promotion.activation.price')}>
          {t('promotion.activation.free', { months })}
        </SummaryRow>
        <SummaryRow label={t('promotion.activation.name')}>
          {`${customer.firstName} ${customer.lastName}`}
        </SummaryRow>
        <SummaryRow label={t('promotion.activation.email')}>{customer.email}</SummaryRow>
        <SummaryRow label={t('promotion.activation.address')}>
          {`${address.streetAddress}, ${address.city} ${address.state} ${address.postalCode}`}
        </SummaryRow>
      </Summary>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onEdit}>
          {t('promotion.activation.edit')}
        </Button>
      </div>
      <PasswordAndAgreement
        entry={entry}
        errorOf={errorOf}
        humanCheck={humanCheck}
        problem={problem}
        words={{ form: 'promotion.activation', page: 'promotion' }}
        classNames={{ group: promotion.group, legend: promotion.legend, actions: styles.actions }}
        intro={<p>{t('promotion.activation.signInBody')}</p>}
      />
    </form>
  );
}
