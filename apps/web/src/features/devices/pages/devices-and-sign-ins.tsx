import { DevicesAndSignInsPage } from '../sign-ins/devices-and-sign-ins-page.tsx';

/** Route module of `account/devices`: devices and sign-ins (ADR 078). */
export function Component() {
  return <DevicesAndSignInsPage />;
}
