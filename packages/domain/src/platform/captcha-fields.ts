import * as z from 'zod/mini';
import { HUMAN_CHECK_LIMITS, type HumanCheckProof } from '../human-check/human-check.ts';

/**
 * The proof of a solved human check as care requests carry it, under the names the login
 * already uses (flows §1.6: `captchaAnswer`, `captchaToken`). Sent only after the server answered
 * CAPTCHA_REQUIRED and the client solved a check from `utility/captcha/new`. Spread into a
 * request schema's object.
 */
export const careCaptchaFields = {
  captchaAnswer: /* @__PURE__ */ z.optional(
    z.string().check(z.trim(), z.maxLength(HUMAN_CHECK_LIMITS.answerMaxLength)),
  ),
  captchaToken: /* @__PURE__ */ z.optional(
    z.string().check(z.trim(), z.maxLength(HUMAN_CHECK_LIMITS.tokenMaxLength)),
  ),
};

export type CareCaptchaFields = {
  captchaAnswer?: string | undefined;
  captchaToken?: string | undefined;
};

/** A solved check as the captcha fields of a care request. */
export function careCaptchaFieldsOf(proof: HumanCheckProof): Required<CareCaptchaFields> {
  return { captchaAnswer: proof.answer, captchaToken: proof.token };
}
