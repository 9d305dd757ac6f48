export {
  browserCeremonies,
  createPasskeyClient,
  normaliseCredential,
  type PasskeyCeremonies,
  type PasskeyCeremony,
  type PasskeyClient,
  type PasskeyClientDeps,
  type PasskeyPromptEventDetail,
  type PasskeyPromptListener,
} from './passkey-client.ts';
export {
  ceremonyCodeOf,
  isPasskeyCeremonyError,
  PASSKEY_CEREMONY_CODES,
  PASSKEY_DISABLED,
  type PasskeyCeremonyCode,
  type PasskeyCeremonyError,
} from './passkey-errors.ts';
