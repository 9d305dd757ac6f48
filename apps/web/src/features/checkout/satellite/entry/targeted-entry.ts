import type { Locale } from '@orbit/domain';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import type { SatelliteCheckoutStore } from '../flow/checkout-store.ts';
import type { SatelliteErrorPage } from '../flow/satellite-flows.ts';
import { identifyByLink } from './identify-by-link.ts';
import { loadRadioOffers } from './radio-offers.ts';
import { targetedLinkOf } from './targeted-link.ts';

export type TargetedEntryOutcome =
  | { kind: 'ready' }
  /** No usable token or radio id, or the link's was refused: the code form, not a dead end. */
  | { kind: 'tokenEntry'; problem: 'invalid' | 'missing' }
  | { kind: 'active'; radio: IdentifiedRadio }
  | { kind: 'error'; page: SatelliteErrorPage }
  | { kind: 'stopped' };

export interface TargetedEntryInput {
  entryKey: string;
  search: string;
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
}

/**
 * The targeted checkout's entry (flows §2.3): the link's token (`identification/token`) or radio
 * id (find-your-radio) names the radio; an active paid subscription goes to its page; then the
 * radio's offers with the link's program code.
 */
export async function enterTargetedFlow(
  services: AppServices,
  store: SatelliteCheckoutStore,
  input: TargetedEntryInput,
): Promise<TargetedEntryOutcome> {
  store.restart({
    entryKey: input.entryKey,
    programCode: input.programCode,
    promoCode: input.promoCode || undefined,
  });
  const link = targetedLinkOf(input.search);
  if (link.kind === 'none') return { kind: 'tokenEntry', problem: 'missing' };
  if (link.kind === 'unusable') return { kind: 'tokenEntry', problem: 'invalid' };
  const identified = await identifyByLink(services, link);
  switch (identified.kind) {
    case 'refused':
      return { kind: 'tokenEntry', problem: 'invalid' };
    case 'failed':
      return { kind: 'error', page: 'technical-issues' };
    case 'stopped':
      return { kind: 'stopped' };
    case 'active':
      store.update({ radio: identified.radio });
      return { kind: 'active', radio: identified.radio };
    case 'identified':
      break;
  }
  // The program code signed into the token wins over one typed into the query.
  const programCode = identified.programCode ?? input.programCode;
  if (programCode) store.update({ programCode });
  const offers = await loadRadioOffers(services, store, identified.radio, {
    programCode,
    promoCode: input.promoCode || undefined,
    locale: input.locale,
  });
  switch (offers.kind) {
    case 'ready':
      return { kind: 'ready' };
    case 'active':
      return { kind: 'active', radio: identified.radio };
    case 'noOffers':
      return { kind: 'error', page: 'offer-unavailable' };
    case 'failed':
      return { kind: 'error', page: 'technical-issues' };
    case 'stopped':
      return { kind: 'stopped' };
  }
}
