import type { Country, Locale } from '@orbit/domain';
import { isStudentOfferRegion } from '@orbit/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert } from '../../../shared/ui/index.ts';
import { identityErrorMessage, OtpEntry } from '../../identity/index.ts';
import { PendingReview } from './pending-review.tsx';
import { ProofForm } from './proof-form.tsx';
import { SchoolEmailForm } from './school-email-form.tsx';
import {
  proofStatusOf,
  redeemSchoolCode,
  sendSchoolCode,
  uploadProofOfEnrolment,
  type VerifierOutcome,
} from './verification-calls.ts';
import { VerificationSections } from './verification-sections.tsx';
import {
  optionOf,
  PROOF_ID_KEY,
  RESEND_AFTER_MS,
  type StudentWho,
  studentCheckoutUrl,
  VERIFICATION_OPTIONS,
  type VerificationLayout,
  type VerificationState,
} from './verification-state.ts';

export interface VerificationStepProps {
  country: Country;
  programCode: string;
  layout: VerificationLayout;
}

/**
 * The verification step (flows §6, our own verifier: ADR 065/066): name and school email → a
 * code → the code, with resend and the one-time code's errors; or, with no school email, the
 * proof of enrolment → "we'll review it". A verified student continues into the student checkout;
 * a Canadian student living in Quebec goes to the streaming checkout (no student price there).
 */
export function VerificationStep({ country, programCode, layout }: VerificationStepProps) {
  const services = useAppServices();
  const { dataLayer } = services;
  const t = useT();
  const locale = useIntl().locale as Locale;
  const navigate = useNavigate();
  const humanCheck = useAskedHumanCheck();
  const { search } = useLocation();
  const [state, setState] = useState<VerificationState>({ step: 'identify' });
  // A proof sent earlier from this browser: its review's state, read again (ADR 066). The proof
  // this page has just sent is in the address too, and its answer is already on screen with the
  // student's name: reading it again would only trade the thanks for the "come back later" text.
  const sentProofId = getQueryParam(search, PROOF_ID_KEY);
  const justSentProofId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!sentProofId || sentProofId === justSentProofId.current) return;
    let current = true;
    void proofStatusOf(services, sentProofId).then((outcome) => {
      if (current && outcome.kind === 'done') {
        setState({ step: 'pending', who: undefined, proof: outcome.result });
      }
    });
    return () => {
      current = false;
    };
  }, [services, sentProofId]);
  const [who, setWho] = useState<StudentWho | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(false);
  const now = () => services.sdk.runtime.now();
  const option = optionOf(state);

  useEffect(() => {
    dataLayer.update('pageInfo', {
      selectedVerificationOption: option,
      verificationOptions: [...VERIFICATION_OPTIONS],
    });
  }, [dataLayer, option]);

  /** A call's outcome, the parts every call shares; `done` takes the answer. */
  const settle = async <Result,>(
    outcome: VerifierOutcome<Result>,
    onRefused: (outcome: Extract<VerifierOutcome<Result>, { kind: 'refused' }>) => void,
    done: (result: Result) => void,
  ) => {
    setFailed(false);
    if (outcome.kind === 'humanCheck') {
      const shown = await humanCheck.askedBy(outcome.failure);
      setAsked(shown);
      setFailed(!shown);
    } else if (outcome.kind === 'done') {
      setAsked(false);
      done(outcome.result);
    } else if (outcome.kind === 'refused') onRefused(outcome);
    else if (outcome.kind === 'failed') setFailed(true);
    setBusy(false);
  };

  /** Quebec: no student price (flows §6); the streaming checkout instead. */
  const leavesForQuebec = (province: string) => {
    if (country !== 'ca' || isStudentOfferRegion(province)) return false;
    dataLayer.push('student-verification-status', { status: 'quebec' });
    void navigate(`/subscribe/checkout/streaming?programcode=${programCode}`);
    return true;
  };

  const sendCode = async (student: StudentWho, again: boolean) => {
    if (leavesForQuebec(student.province)) return;
    setWho(student);
    setBusy(true);
    const { province: _province, ...named } = student;
    const outcome = await sendSchoolCode(services, named, locale, humanCheck.takeProof());
    await settle(
      outcome,
      (refusal) => {
        if (refusal.failure.code === 'STUDENT_EMAIL_NOT_ACADEMIC') {
          setState({ step: 'identify', notAcademic: true });
        } else setFailed(true);
      },
      (sent) => {
        setState({ step: 'code', who: student, sent, sentAt: now(), resent: again });
      },
    );
  };

  const redeem = async (code: string) => {
    if (state.step !== 'code') return;
    setBusy(true);
    const outcome = await redeemSchoolCode(services, state.who.email, code);
    await settle(
      outcome,
      (refusal) =>
        setState({ ...state, resent: false, error: identityErrorMessage(refusal.failure.error) }),
      (verification) => {
        dataLayer.push('student-verification-status', {
          status: 'verified',
          pageInfo: { selectedVerificationOption: 'EMAIL' },
        });
        void navigate(studentCheckoutUrl(verification.verificationId, programCode));
      },
    );
  };

  const upload = async (
    proof: Parameters<typeof uploadProofOfEnrolment>[1] & { province: string },
  ) => {
    if (leavesForQuebec(proof.province)) return;
    const student = {
      firstName: proof.firstName,
      lastName: proof.lastName,
      email: proof.email,
      province: proof.province,
    };
    setWho(student);
    setBusy(true);
    const { province: _province, ...fields } = proof;
    const outcome = await uploadProofOfEnrolment(services, fields, locale, humanCheck.takeProof());
    await settle(
      outcome,
      (refusal) => {
        const { code } = refusal.failure;
        if (code === 'STUDENT_PROOF_TYPE_NOT_ACCEPTED')
          setState({ step: 'proof', fileRefusal: 'FILE_TYPE' });
        else if (code === 'STUDENT_PROOF_TOO_LARGE')
          setState({ step: 'proof', fileRefusal: 'FILE_SIZE' });
        else setFailed(true);
      },
      (status) => {
        dataLayer.push('student-verification-status', {
          status: 'pending',
          pageInfo: { selectedVerificationOption: 'PROOF' },
        });
        setState({ step: 'pending', who: student, proof: status });
        justSentProofId.current = status.proofId;
        // Kept in the address: a reload, or coming back to it later, shows the review's state.
        const query = new URLSearchParams(search);
        query.set(PROOF_ID_KEY, status.proofId);
        void navigate({ search: `?${query.toString()}` }, { replace: true });
      },
    );
  };

  const check: ReactNode = asked ? (
    <AskedHumanCheckNotice
      humanCheck={humanCheck}
      title={t('student.verify.humanCheck.title')}
      reason={t('student.verify.humanCheck.body')}
      refused={t('student.verify.humanCheck.refused')}
    />
  ) : null;
  const problem = failed ? <Alert tone="error">{t('student.verify.error.system')}</Alert> : null;

  const current = (() => {
    switch (state.step) {
      case 'identify':
        return (
          <SchoolEmailForm
            country={country}
            initial={who}
            busy={busy}
            notAcademic={state.notAcademic === true}
            humanCheck={check}
            onSubmit={(entry) => void sendCode(entry, false)}
            onNoSchoolEmail={() => setState({ step: 'proof' })}
          />
        );
      case 'code':
        return (
          <>
            {check}
            <OtpEntry
              destination={state.who.email}
              intro={t('student.verify.codeIntro', {
                email: state.who.email,
                school: state.sent.schoolName,
              })}
              channel="EMAIL"
              submitLabel={t('student.continue')}
              resendAvailableAt={state.sentAt + RESEND_AFTER_MS}
              now={now}
              onSubmit={(code) => void redeem(code)}
              onResend={() => void sendCode(state.who, true)}
              error={state.error}
              busy={busy}
              resent={state.resent}
            />
          </>
        );
      case 'proof':
        return (
          <ProofForm
            country={country}
            initial={who}
            busy={busy}
            fileRefusal={state.fileRefusal}
            humanCheck={check}
            onSubmit={(proof) => void upload(proof)}
            onUseSchoolEmail={() => setState({ step: 'identify' })}
          />
        );
      case 'pending':
        return (
          <PendingReview
            who={state.who}
            proof={state.proof}
            programCode={programCode}
            onAgain={() => setState({ step: 'proof' })}
          />
        );
    }
  })();

  return (
    <VerificationSections
      layout={layout}
      state={state}
      onEdit={() => setState({ step: option === 'PROOF' ? 'proof' : 'identify' })}
    >
      {problem}
      {current}
    </VerificationSections>
  );
}
