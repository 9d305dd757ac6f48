import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';

/** Route module of `oneClick`; the page itself comes with its feature's issue. */
export function Component() {
  return <ComingSoonPage />;
}
