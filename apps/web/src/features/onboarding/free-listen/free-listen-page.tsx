import {
  type CareCreateStreamingTrialResult,
  type CareFreeListenPromoResult,
  checkEmail,
  FIELD_ERROR_CODES,
  type Locale,
  rulesCountryForLocale,
} from '@orbit/domain';
import { onboardingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type Failure, failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { CAPTCHA_REQUIRED, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import { LookupHumanCheck } from '../../identification/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';

interface FreeListenValues {
  email: string;
  promoCode: string;
}

/** The promo code's own refusals, beside the field codes: not a free-listen code, expired. */
type PromoRefusal = 'NOT_FREE_LISTEN' | 'EXPIRED';
const PROMO_REFUSALS: readonly PromoRefusal[] = ['NOT_FREE_LISTEN', 'EXPIRED'];

/** What the free-listen request ends in: the email is sent, or the code is not one. */
type FreeListenAnswer =
  | { kind: 'sent'; sent: CareCreateStreamingTrialResult }
  | { kind: 'notFreeListen'; promo: CareFreeListenPromoResult };

const skip = { skipGlobalHandler: true } as const;

/**
 * `free-listen` (flows §8.5): an email and a promo code (`?promocode=` fills it) → the code is
 * checked (`offers/free-listen-promo`), then a prospect streaming trial is asked for
 * (`account/prospect/create-streaming-trial`). The page says the same thing whatever the email
 * (ADR 025): a link to create the password is on its way.
 */
export function FreeListenPage() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const calls = useCareCalls(onboardingCalls);
  const { search } = useLocation();
  const humanCheck = useAskedHumanCheck();
  const [problem, setProblem] = useState<string>();
  const [checkShown, setCheckShown] = useState(false);
  const schema = useMemo(
    () =>
      schemaOfCodes((values: FreeListenValues) => ({
        email: checkEmail(values.email, country) ?? undefined,
        promoCode: values.promoCode.trim() ? undefined : FIELD_ERROR_CODES.REQUIRED,
      })),
    [country],
  );

  const request = useMutation({
    mutationFn: async (values: FreeListenValues): Promise<FreeListenAnswer> => {
      const promoCode = values.promoCode.trim();
      const promo = await calls.freeListenPromo({ promoCode }, skip);
      if (!promo.freeListen) return { kind: 'notFreeListen', promo };
      const sent = await calls.createStreamingTrial(
        { email: values.email.trim(), promoCode, locale, ...humanCheck.takeProof() },
        skip,
      );
      return { kind: 'sent', sent };
    },
    onSuccess: (answer) => {
      if (answer.kind === 'notFreeListen') entry.showCodes({ promoCode: 'NOT_FREE_LISTEN' });
    },
    onError: (error) => void refused(failureOf(error)),
  });

  const entry = useEntryForm<FreeListenValues, FreeListenValues, PromoRefusal>({
    schema,
    defaultValues: { email: '', promoCode: getQueryParam(search, 'promocode')?.trim() ?? '' },
    ownCodes: PROMO_REFUSALS,
    busy: request.isPending,
    onSubmit: (values) => {
      setProblem(undefined);
      request.mutate(values);
    },
    onInvalid: () => setProblem(undefined),
  });

  const refused = async (failure: Failure) => {
    if (failure.code === CAPTCHA_REQUIRED) {
      const shown = await humanCheck.askedBy(failure);
      setCheckShown(shown);
      if (!shown) setProblem('onboarding.freeListen.failed');
      return;
    }
    if (failure.code === 'OFFER_EXPIRED') {
      entry.showCodes({ promoCode: 'EXPIRED' });
      return;
    }
    if (failure.code === 'INVALID_OFFER_DATA') {
      entry.showCodes({ promoCode: 'NOT_FREE_LISTEN' });
      return;
    }
    if (failure.kind === 'refused' && entry.showFieldFailures(failure)) return;
    setProblem(
      failure.kind === 'rateLimited'
        ? 'onboarding.freeListen.tooMany'
        : failureMessageId(failure, 'onboarding.freeListen.failed'),
    );
  };

  if (request.data?.kind === 'sent') {
    const { sent } = request.data;
    return (
      <Card className={styles.card}>
        <StepHeading>{t('onboarding.freeListen.sent.title')}</StepHeading>
        <Alert tone="success">
          <p>
            {t('onboarding.freeListen.sent.body', { email: sent.maskedEmail, days: sent.days })}
          </p>
        </Alert>
        <p className={styles.lead}>{t('onboarding.freeListen.sent.spam')}</p>
        <CareLine />
      </Card>
    );
  }

  const emailCode = entry.codeOf('email');
  const promoCode = entry.codeOf('promoCode');
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.freeListen.title')}</StepHeading>
      <p className={styles.lead}>{t('onboarding.freeListen.lead')}</p>
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      {checkShown ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('email')}
          label={t('onboarding.freeListen.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={
            emailCode
              ? t(`onboarding.field.email.${emailCode === 'REQUIRED' ? 'required' : 'invalid'}`)
              : undefined
          }
        />
        <TextField
          {...entry.field('promoCode')}
          label={t('onboarding.freeListen.promoCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          error={promoCode ? t(promoMessageId(promoCode)) : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('onboarding.working') : t('onboarding.freeListen.submit')}
          </Button>
        </div>
      </form>
      <CareLine />
    </Card>
  );
}

function promoMessageId(code: string): string {
  if (code === 'NOT_FREE_LISTEN') return 'onboarding.freeListen.promo.notFreeListen';
  if (code === 'EXPIRED') return 'onboarding.freeListen.promo.expired';
  if (code === FIELD_ERROR_CODES.REQUIRED) return 'onboarding.freeListen.promo.required';
  return 'onboarding.freeListen.promo.notFreeListen';
}
