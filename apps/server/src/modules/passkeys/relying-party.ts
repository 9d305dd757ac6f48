import type { FastifyRequest } from 'fastify';
import type { PasskeySettings } from '../../config.ts';
import { passkeysDisabled, passkeysNotOnThisHost } from './passkey-errors.ts';

export type RelyingParty = {
  /** The RP ID of this ceremony: the request's host name or a registrable suffix of it. */
  rpId: string;
  /** The origins the credential may come from. */
  origins: string[];
};

/**
 * The relying party a request speaks to. WebAuthn binds a passkey to an RP ID that must be the
 * page's host name or a suffix of it, so the RP ID follows the host the request reached
 * (`localhost`, `can.localhost`, `care.orbitradio.ca`), among those configured: the longest
 * configured name that is the host or a parent of it. Unlisted hosts get no passkeys.
 */
export function relyingPartyOf(
  request: Pick<FastifyRequest, 'hostname' | 'host' | 'protocol'>,
  settings: PasskeySettings,
  extraRpIds: readonly string[] = [],
): RelyingParty {
  if (!settings.enabled) throw passkeysDisabled();
  const host = request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const rpId = [...settings.rpIds, ...extraRpIds]
    .filter((candidate) => host === candidate || host.endsWith(`.${candidate}`))
    .sort((a, b) => b.length - a.length)[0];
  if (!rpId) throw passkeysNotOnThisHost();
  const requestOrigin = `${request.protocol}://${request.host}`;
  return {
    rpId,
    origins: settings.origins.length > 0 ? [...settings.origins] : [requestOrigin],
  };
}
