import { DeviceCodeForm } from '../components/device-code-form.tsx';

/** Route module of `tvCode` (`subscribe/linking/tv`): the code a TV or car shows. */
export function Component() {
  return <DeviceCodeForm kind="tv" />;
}
