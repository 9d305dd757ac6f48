import { ActivateRoutes } from '../activate-routes.tsx';

/** Route module of `activate` (flows §3.1): every activation and used-car trial flow. */
export function Component() {
  return <ActivateRoutes />;
}
