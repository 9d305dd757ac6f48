import type { CareTokenEntryRequest } from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { isRefusal } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import {
  type IdentifiedRadio,
  identifiedRadioOf,
  lookUpDevice,
  trackIdentified,
  trackLookupFailed,
} from '../../../identification/index.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import type { TargetedLink } from './targeted-link.ts';

export type IdentifyOutcome =
  | { kind: 'identified'; radio: IdentifiedRadio; programCode: string | undefined }
  | { kind: 'active'; radio: IdentifiedRadio; programCode: string | undefined }
  /** The token was refused (bad, expired, tampered) or the radio is unknown. */
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'stopped' };

/**
 * `POST /services/identification/token`: the link's or the typed code's token → its radio and
 * program code. INVALID_TOKEN and any other refusal are explained by the page; no answer, a
 * server fault or too many tries is a failure.
 */
export async function identifyByToken(
  services: AppServices,
  request: CareTokenEntryRequest,
): Promise<IdentifyOutcome> {
  try {
    const result = await careCallsFor(services.careRequester, checkoutCalls).identifyByToken(
      request,
      { skipGlobalHandler: true },
    );
    const radio = identifiedRadioOf(result, 'TOKEN_URL');
    trackIdentified(services.dataLayer, radio);
    if (result.programCode) {
      services.dataLayer.update('deviceInfo', { programCode: result.programCode });
    }
    const programCode = result.programCode ?? undefined;
    return radio.hasActiveSubscription
      ? { kind: 'active', radio, programCode }
      : { kind: 'identified', radio, programCode };
  } catch (error) {
    const failure = reportHandledError(services, error, 'token entry');
    if (failure.source === 'app') return { kind: 'failed' };
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    trackLookupFailed(services.dataLayer, 'TOKEN_URL', failure.code);
    return isRefusal(failure) && failure.kind !== 'rateLimited'
      ? { kind: 'refused' }
      : { kind: 'failed' };
  }
}

/** The link's identification: its token, or its radio id through find-your-radio. */
export async function identifyByLink(
  services: AppServices,
  link: Extract<TargetedLink, { kind: 'token' | 'radio' }>,
): Promise<IdentifyOutcome> {
  if (link.kind === 'token') {
    return identifyByToken(services, { token: link.token, tokenType: link.tokenType });
  }
  const outcome = await lookUpDevice(
    services,
    { radioId: link.radioId },
    link.authenticationType,
    'targetedlink',
  );
  switch (outcome.kind) {
    case 'found':
      return { kind: 'identified', radio: outcome.radio, programCode: undefined };
    case 'active':
      return { kind: 'active', radio: outcome.radio, programCode: undefined };
    case 'notFound':
    case 'invalid':
    // The radio's searches are spent: find-your-radio, shown for a refused link, asks for the check.
    case 'humanCheck':
      return { kind: 'refused' };
    case 'tooMany':
    case 'failed':
      return { kind: 'failed' };
    case 'stopped':
      return { kind: 'stopped' };
  }
}
