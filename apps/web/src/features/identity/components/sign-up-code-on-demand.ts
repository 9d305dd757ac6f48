import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { SignUpCodeProps } from './sign-up-code.tsx';

/**
 * Sign-up's code step is never its first screen: the form's page carries the form only, and the
 * code step arrives while the visitor types (preloaded once the form shows) or, at the latest, when
 * the code is sent. It keeps the sign-up page under issue 20's budget (ADR 110).
 */
export const signUpCodeStep = stepOnDemand<SignUpCodeProps>(() =>
  import('./sign-up-code.tsx').then((step) => step.SignUpCode),
);
