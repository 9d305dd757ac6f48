import { RefreshSignalPage } from '../refresh-signal/refresh-signal-page.tsx';

/** Route module of `refreshSignal` (`/subscribe/refresh-signal`, flows §8.2). */
export function Component() {
  return <RefreshSignalPage />;
}
