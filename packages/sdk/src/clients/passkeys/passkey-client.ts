import {
  type IdentityGrant,
  identityGrantSchema,
  PASSKEY_BINARY_FIELDS,
  type Passkey,
  type PasskeyPromptEvent,
  passkeyCeremonyStartSchema,
  passkeySchema,
  type Session,
  toBase64url,
} from '@orbit/domain';
import * as z from 'zod/mini';
import type { DomainConfigStore } from '../../config/domain-config-store.ts';
import type { ServiceCaller } from '../../http/service-caller.ts';
import type { SessionManager } from '../../session/session-manager.ts';
import {
  asPasskeyDisabled,
  ceremonyCodeOf,
  ceremonyError,
  PASSKEY_CEREMONY_CODES,
  type PasskeyCeremonyCode,
  passkeyDisabledError,
} from './passkey-errors.ts';

/** The browser side of a ceremony; tests (and other platforms) hand in their own. */
export interface PasskeyCeremonies {
  supported(): boolean;
  /** Called as a ceremony starts, before the server's options are asked for: time to get ready. */
  prepare?(): void;
  create(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  get(options: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * @simplewebauthn/browser, fetched when a ceremony starts (ADR 091): a page that offers a passkey
 * does not carry the library (3.2 KB gzip) until the person asks for one, and the fetch runs beside
 * the request for the server's options.
 */
let webAuthn: Promise<typeof import('@simplewebauthn/browser')> | undefined;
const loadWebAuthn = () => {
  webAuthn ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    // A failed fetch is not kept: the next ceremony tries again.
    webAuthn = undefined;
    throw error;
  });
  return webAuthn;
};

/** @simplewebauthn/browser: `navigator.credentials` with the JSON encoding of the options and results. */
export const browserCeremonies: PasskeyCeremonies = {
  // What the library's browserSupportsWebAuthn checks, without fetching the library to ask.
  supported: () => typeof globalThis.PublicKeyCredential === 'function',
  prepare: () => {
    loadWebAuthn().catch(() => {
      // The ceremony's own create or get fetches again and reports what fails.
    });
  },
  create: async (options) => {
    const { startRegistration } = await loadWebAuthn();
    return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<
      string,
      unknown
    >;
  },
  get: async (options) => {
    const { startAuthentication } = await loadWebAuthn();
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<
      string,
      unknown
    >;
  },
};

export type PasskeyCeremony = 'registration' | 'authentication';

/** What analytics hears about the passkey prompt (spec 001 §4). */
export interface PasskeyPromptEventDetail {
  type: PasskeyPromptEvent;
  ceremony: PasskeyCeremony;
  /** For `denied` and `notShown`: why. */
  reason?: PasskeyCeremonyCode | 'disabled';
}
export type PasskeyPromptListener = (event: PasskeyPromptEventDetail) => void;

export interface PasskeyClientDeps {
  caller: ServiceCaller;
  session: SessionManager;
  config: DomainConfigStore;
  ceremonies?: PasskeyCeremonies;
}

export interface PasskeyClient {
  /** Passkeys are enabled in the domain config and this browser can run a ceremony. */
  isAvailable(): boolean;
  /** Creates a passkey for the signed-in person (the browser prompts). */
  register(): Promise<Passkey>;
  /** Signs in with a passkey, no handle needed; the session becomes authenticated. */
  signIn(options?: { handle?: string }): Promise<Session>;
  /** Prompt events for analytics: shown, accepted, denied, notShown. */
  onPromptEvent(listener: PasskeyPromptListener): () => void;
}

/**
 * The credential as the server takes it: the binary fields in base64url, whatever the platform
 * produced (some encode them as base64 with `+/=`).
 */
export function normaliseCredential(credential: Record<string, unknown>): Record<string, unknown> {
  const fields = new Set<string>(PASSKEY_BINARY_FIELDS);
  const normalise = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        fields.has(key) && typeof value === 'string' ? toBase64url(value) : value,
      ]),
    );
  const response = credential.response as Record<string, unknown> | undefined;
  return {
    ...normalise(credential),
    ...(typeof credential.id === 'string' ? { id: toBase64url(credential.id) } : {}),
    ...(response ? { response: normalise(response) } : {}),
  };
}

const registrationResultSchema = z.object({ passkey: passkeySchema });

export function createPasskeyClient(deps: PasskeyClientDeps): PasskeyClient {
  const ceremonies = deps.ceremonies ?? browserCeremonies;
  const listeners = new Set<PasskeyPromptListener>();
  const emit = (event: PasskeyPromptEventDetail) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // Analytics never breaks a sign-in.
      }
    }
  };

  const enabled = (endpoint: string) => deps.config.isEnabled('passkey', endpoint);

  /** Start, browser prompt, finish: with the prompt events and the errors mapped. */
  async function ceremony<T>(
    kind: PasskeyCeremony,
    endpoints: { start: string; finish: string },
    finish: (grant: string, credential: Record<string, unknown>) => Promise<T>,
  ): Promise<T> {
    if (!enabled(endpoints.start) || !enabled(endpoints.finish)) {
      emit({ type: 'notShown', ceremony: kind, reason: 'disabled' });
      throw passkeyDisabledError();
    }
    if (!ceremonies.supported()) {
      emit({ type: 'notShown', ceremony: kind, reason: PASSKEY_CEREMONY_CODES.notSupported });
      throw ceremonyError(PASSKEY_CEREMONY_CODES.notSupported);
    }
    ceremonies.prepare?.();
    let start: z.output<typeof passkeyCeremonyStartSchema>;
    try {
      start = await deps.caller.call('passkey', endpoints.start, {}, passkeyCeremonyStartSchema);
    } catch (error) {
      throw asPasskeyDisabled(error);
    }
    emit({ type: 'shown', ceremony: kind });
    let credential: Record<string, unknown>;
    try {
      credential =
        kind === 'registration'
          ? await ceremonies.create(start.options)
          : await ceremonies.get(start.options);
    } catch (error) {
      const code = ceremonyCodeOf(error);
      emit({ type: 'denied', ceremony: kind, reason: code });
      throw ceremonyError(code, error);
    }
    emit({ type: 'accepted', ceremony: kind });
    try {
      return await finish(start.grant, normaliseCredential(credential));
    } catch (error) {
      throw asPasskeyDisabled(error);
    }
  }

  return {
    isAvailable: () =>
      enabled('authenticateStart') && enabled('authenticateFinish') && ceremonies.supported(),
    async register() {
      return ceremony(
        'registration',
        { start: 'createStart', finish: 'createFinish' },
        async (grant, credential) =>
          (
            await deps.caller.call(
              'passkey',
              'createFinish',
              { body: { grant, credential } },
              registrationResultSchema,
            )
          ).passkey,
      );
    },
    async signIn(options = {}) {
      const identityGrant: IdentityGrant = await ceremony(
        'authentication',
        { start: 'authenticateStart', finish: 'authenticateFinish' },
        (grant, credential) =>
          deps.caller.call(
            'passkey',
            'authenticateFinish',
            { body: { grant, credential } },
            identityGrantSchema,
          ),
      );
      const handle = options.handle ?? identityGrant.emailAddress ?? undefined;
      return deps.session.signIn(identityGrant.grant, handle ? { handle } : {});
    },
    onPromptEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
