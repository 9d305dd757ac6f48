import { AutoProcessCredsFlow } from '../streaming-organic/auto-process-creds-flow.tsx';

/** Route module of `streamingOrganicAutoProcessCreds`: credentials from a prospect link. */
export function Component() {
  return <AutoProcessCredsFlow />;
}
