import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { humanCheckChallengeSchema } from './human-check.ts';

/** The care call that hands out a human check (flows: `utility/captcha/new`). */
export const humanCheckCareEndpoints = {
  /** A fresh challenge to solve; its proof goes with the guarded call (captchaToken/captchaAnswer). */
  newHumanCheck: {
    method: 'POST',
    path: '/utility/captcha/new',
    response: humanCheckChallengeSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const humanCheckCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    newHumanCheck: {
      tag: 'care platform',
      summary: 'A new human check (self-hosted proof of work) to solve',
      description:
        'An ALTCHA v2 challenge signed by this server (ADR 024). Solve `parameters` (the ' +
        'altcha-lib solver, PBKDF2/SHA-256), then send `token` and the answer ' +
        '(`<counter>.<derivedKey>`) with the guarded call: `captchaToken`/`captchaAnswer` on ' +
        '`authenticate/login`. A proof is good once and until `expiresAt`. ' +
        '`utility/captcha` (checking a proof on its own) is not offered: the guarded call checks ' +
        'and spends it, and a separate check could only tell a client what solving already did.',
      errors: [401, 429],
    },
  } satisfies CareEndpointDocs<typeof humanCheckCareEndpoints>;
})();
