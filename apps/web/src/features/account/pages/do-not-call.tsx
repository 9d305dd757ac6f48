import { DoNotCallPage } from '../../do-not-call/index.ts';

/** Route module of `doNotCall` (`/donotcall`, flows §8.3). */
export function Component() {
  return <DoNotCallPage />;
}
