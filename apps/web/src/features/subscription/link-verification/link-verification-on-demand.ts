import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { LinkVerificationProps } from './link-verification.tsx';

/**
 * The link's verification (last name, phone, zip), fetched with identification's form and words
 * when the server asks for it: most visitors from a link, and every signed-in one, never see it.
 */
export const linkVerification = stepOnDemand<LinkVerificationProps>(() =>
  import('./link-verification.tsx').then((verification) => verification.LinkVerification),
);
