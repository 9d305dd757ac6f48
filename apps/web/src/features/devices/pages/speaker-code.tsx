import { DeviceCodeForm } from '../components/device-code-form.tsx';

/** Route module of `speakerCode` (`subscribe/linking/speaker`): a speaker's link code. */
export function Component() {
  return <DeviceCodeForm kind="speaker" />;
}
