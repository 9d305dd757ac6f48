// The device pages' public face: what another feature may compose. Onboarding's
// `sign-in/sonos` confirms a speaker's link code with the same form (ADR 061).
export { DeviceCodeForm, type DeviceCodeKind } from './components/device-code-form.tsx';
export { devicesCatalog } from './messages/index.ts';
