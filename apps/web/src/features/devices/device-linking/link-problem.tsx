import type { HumanCheckProof, Locale } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { HumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { useServiceHumanCheck } from '../../identity/index.ts';
import styles from './device-linking.module.css';
import type { LinkProblemCode, VehicleLinkCalls } from './use-vehicle-link.ts';

export interface LinkProblemProps {
  problem: LinkProblemCode;
  magicLinkId: string;
  calls: VehicleLinkCalls;
  ensureStarted(): Promise<unknown>;
}

/**
 * A link that cannot open (unknown, expired, used, or its hour is up): what happened, and a new
 * link sent to the vehicle's email on request (`request-magic-link` with the spent link's id; the
 * answer is the same whether or not an email exists, ADR 025). An unknown link cannot be sent
 * again: the vehicle's screen makes a new one.
 */
export function LinkProblem({ problem, magicLinkId, calls, ensureStarted }: LinkProblemProps) {
  const t = useT();
  const language = useIntl().locale as Locale;
  const humanCheck = useServiceHumanCheck();
  const askAgain = useMutation({
    mutationFn: async (proof: HumanCheckProof | undefined) => {
      await ensureStarted();
      await calls.orchestration.requestVehicleMagicLink({
        magicLinkId,
        language,
        ...(proof ? { humanCheck: proof } : {}),
      });
    },
    onSuccess: () => humanCheck.clear(),
    onError: (error) => {
      if (!humanCheck.askedBy(error, (proof) => askAgain.mutate(proof))) humanCheck.clear();
    },
  });
  const asking = askAgain.isPending;
  return (
    <div className={styles.step}>
      <Alert tone="warning" title={t(`deviceLinking.problem.${problem}.title`)}>
        <p>{t(`deviceLinking.problem.${problem}.body`)}</p>
      </Alert>
      {problem === 'MAGIC_LINK_NOT_FOUND' ? null : askAgain.isSuccess ? (
        <Alert tone="success">{t('deviceLinking.askAgain.sent')}</Alert>
      ) : (
        <>
          {askAgain.isError && !humanCheck.check ? (
            <Alert tone="error">{t('deviceLinking.askAgain.failed')}</Alert>
          ) : null}
          {humanCheck.check ? (
            <HumanCheck challenge={humanCheck.check.challenge} onSolved={humanCheck.check.retry} />
          ) : null}
          <div className={styles.actions}>
            <Button
              onClick={() => askAgain.mutate(undefined)}
              disabled={asking}
              aria-busy={asking || undefined}
            >
              {asking ? t('deviceLinking.askAgain.working') : t('deviceLinking.askAgain')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
