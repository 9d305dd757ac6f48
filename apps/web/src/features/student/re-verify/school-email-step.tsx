import {
  type CareCaptchaFields,
  type CareStudentEmailStartResult,
  type CareStudentVerification,
  emailSchema,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  type Locale,
  namePieceSchema,
  STUDENT_CODE_LENGTH,
  STUDENT_VERIFICATION_LIMITS,
} from '@orbit/domain';
import { useState } from 'react';
import * as z from 'zod/mini';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, TextField } from '../../../shared/ui/index.ts';
import { StudentNameFields } from '../verification/student-name-fields.tsx';
import styles from './reverify.module.css';

/**
 * What the step asks of the service layer: send a code to a school address, redeem it. The page
 * hands them over (the SDK's `studentCalls`), so the same step serves any page that verifies.
 */
export interface SchoolEmailCallbacks {
  sendCode(
    request: {
      firstName: string;
      lastName: string;
      email: string;
      locale: Locale;
    } & CareCaptchaFields,
  ): Promise<CareStudentEmailStartResult>;
  redeemCode(request: { email: string; code: string }): Promise<CareStudentVerification>;
}

export interface SchoolEmailStepProps {
  callbacks: SchoolEmailCallbacks;
  /** What the page already knows of the student (the link's first name). */
  defaults?: { firstName?: string; lastName?: string };
  onVerified(verification: CareStudentVerification): void | Promise<void>;
}

// The verifier's names take the Canadian rule, the wider one (accents, hyphens: "Léa"), as the
// student page's do (ADR 066).
const detailsSchema = z.object({
  firstName: namePieceSchema('ca'),
  lastName: namePieceSchema('ca'),
  email: emailSchema('us'),
});
const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${STUDENT_CODE_LENGTH}}$`))),
});

type Sent = { email: string; schoolName: string };

const fieldMessage = (code: FieldErrorCode | string | undefined, invalid: string) => {
  if (!code) return undefined;
  return code === FIELD_ERROR_CODES.REQUIRED ? 'reverify.step.required' : invalid;
};

/**
 * The re-verification's step (flows §6, our own verifier of ADR 065): first and last name and a
 * school address, a code sent to it, the code typed back: a new verification. A domain that is
 * not a school's is said on the email field; a wrong code says how many tries are left; an
 * expired or spent one offers a new code; past the send budget a human check is asked (ADR 026).
 */
export function SchoolEmailStep({ callbacks, defaults, onVerified }: SchoolEmailStepProps) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [details, setDetails] = useState<z.infer<typeof detailsSchema>>();
  return sent && details ? (
    <CodeForm
      callbacks={callbacks}
      sent={sent}
      onVerified={onVerified}
      onNewCode={() => setSent(null)}
    />
  ) : (
    <DetailsForm
      callbacks={callbacks}
      initial={{
        firstName: details?.firstName ?? defaults?.firstName ?? '',
        lastName: details?.lastName ?? defaults?.lastName ?? '',
        email: details?.email ?? '',
      }}
      onSent={(typed, result) => {
        setDetails(typed);
        setSent({ email: typed.email, schoolName: result.schoolName });
      }}
    />
  );
}

function DetailsForm(props: {
  callbacks: SchoolEmailCallbacks;
  initial: { firstName: string; lastName: string; email: string };
  onSent(typed: z.infer<typeof detailsSchema>, result: CareStudentEmailStartResult): void;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const humanCheck = useAskedHumanCheck();
  const [problem, setProblem] = useState(false);
  const [asked, setAsked] = useState(false);
  const entry = useEntryForm({
    schema: detailsSchema,
    defaultValues: props.initial,
    onSubmit: async (typed) => {
      setProblem(false);
      try {
        const result = await props.callbacks.sendCode({
          ...typed,
          locale,
          ...humanCheck.takeProof(),
        });
        props.onSent(typed, result);
      } catch (error) {
        const failure = failureOf(error);
        if (failure.code === 'STUDENT_EMAIL_NOT_ACADEMIC') {
          entry.showMessages({ email: 'reverify.step.email.notAcademic' });
        } else if (await humanCheck.askedBy(failure)) {
          setAsked(true);
        } else if (!entry.showFieldFailures(failure)) {
          setProblem(true);
        }
      }
    },
  });
  const messageOf = (name: 'firstName' | 'lastName' | 'email', invalid: string) => {
    const id = entry.messageOf(name) ?? fieldMessage(entry.codeOf(name), invalid);
    return id ? t(id) : undefined;
  };
  return (
    <form {...entry.formProps} className={styles.form}>
      <h2 className={styles.subhead}>{t('reverify.step.title')}</h2>
      <p>{t('reverify.step.lead', { minutes: STUDENT_VERIFICATION_LIMITS.codeTtlSeconds / 60 })}</p>
      <StudentNameFields
        firstName={entry.field('firstName')}
        lastName={entry.field('lastName')}
        errors={{
          firstName: messageOf('firstName', 'reverify.step.invalid'),
          lastName: messageOf('lastName', 'reverify.step.invalid'),
        }}
        labelIds={{ firstName: 'reverify.step.firstName', lastName: 'reverify.step.lastName' }}
      />
      <TextField
        label={t('reverify.step.email')}
        hint={t('reverify.step.email.hint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...entry.field('email')}
        error={messageOf('email', 'reverify.step.email.invalid')}
      />
      {asked ? (
        <AskedHumanCheckNotice
          humanCheck={humanCheck}
          title={t('reverify.humanCheck.title')}
          reason={t('reverify.humanCheck.body')}
          refused={t('reverify.humanCheck.refused')}
        />
      ) : null}
      {problem ? <Alert tone="error">{t('reverify.step.failed')}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('reverify.step.sending') : t('reverify.step.send')}
        </Button>
      </div>
    </form>
  );
}

type CodeRefusal = { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' | 'spent' };

function CodeForm(props: {
  callbacks: SchoolEmailCallbacks;
  sent: Sent;
  onVerified(verification: CareStudentVerification): void | Promise<void>;
  onNewCode(): void;
}) {
  const t = useT();
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const [problem, setProblem] = useState(false);
  const entry = useEntryForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      setProblem(false);
      setRefusal(null);
      try {
        const verification = await props.callbacks.redeemCode({ email: props.sent.email, code });
        await props.onVerified(verification);
      } catch (error) {
        const failure = failureOf(error);
        if (failure.code === 'OTP_INVALID') {
          const left = failure.extras.attemptsLeft;
          setRefusal({ kind: 'wrong', attemptsLeft: typeof left === 'number' ? left : 0 });
          entry.showMessages({ code: 'reverify.step.invalid' });
        } else if (failure.code === 'OTP_EXPIRED') setRefusal({ kind: 'expired' });
        else if (failure.code === 'OTP_NOT_FOUND' || failure.code === 'OTP_ATTEMPTS_EXCEEDED') {
          setRefusal({ kind: 'spent' });
        } else setProblem(true);
      }
    },
  });
  const codeError =
    refusal?.kind === 'wrong'
      ? t('reverify.step.code.wrong', { attemptsLeft: refusal.attemptsLeft })
      : entry.codeOf('code')
        ? t(fieldMessage(entry.codeOf('code'), 'reverify.step.invalid') ?? 'reverify.step.invalid')
        : undefined;
  const needsNewCode = refusal?.kind === 'expired' || refusal?.kind === 'spent';
  return (
    <form {...entry.formProps} className={styles.form}>
      <h2 className={styles.subhead}>{t('reverify.step.title')}</h2>
      <p role="status">
        {t('reverify.step.codeSent', {
          email: props.sent.email,
          schoolName: props.sent.schoolName,
        })}
      </p>
      <TextField
        label={t('reverify.step.code')}
        hint={t('reverify.step.code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={STUDENT_CODE_LENGTH}
        required
        {...entry.field('code')}
        error={codeError}
      />
      {needsNewCode ? (
        <Alert tone="warning">
          {t(
            refusal.kind === 'expired' ? 'reverify.step.code.expired' : 'reverify.step.code.spent',
          )}
        </Alert>
      ) : null}
      {problem ? <Alert tone="error">{t('reverify.step.failed')}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('reverify.step.verifying') : t('reverify.step.verify')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onNewCode}>
          {needsNewCode ? t('reverify.step.newCode') : t('reverify.step.otherEmail')}
        </Button>
      </div>
    </form>
  );
}
