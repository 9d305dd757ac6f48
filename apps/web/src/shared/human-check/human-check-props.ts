import type { HumanCheckChallenge, HumanCheckProof } from '@orbit/domain';

export interface HumanCheckProps {
  /** The check to solve (from CAPTCHA_REQUIRED's extras, or `utility/captcha/new`). */
  challenge: HumanCheckChallenge;
  /** Called once with the proof to send with the request the check guards. */
  onSolved(proof: HumanCheckProof): void;
  /** Called when the check starts over (a retry): a proof handed out before is no longer meant. */
  onReset?(): void;
}
