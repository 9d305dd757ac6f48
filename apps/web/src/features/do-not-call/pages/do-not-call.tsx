import { DoNotCallPage } from '../do-not-call-page.tsx';

/** Route module of `doNotCall` (`/donotcall`, flows §8.3). */
export function Component() {
  return <DoNotCallPage />;
}
