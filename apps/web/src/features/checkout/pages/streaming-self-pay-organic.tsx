import { SelfPayOrganic } from '../streaming-organic/self-pay-organic.tsx';

/** Route module of `streamingSelfPayOrganic` (flagged; the route table holds the flag). */
export function Component() {
  return <SelfPayOrganic />;
}
