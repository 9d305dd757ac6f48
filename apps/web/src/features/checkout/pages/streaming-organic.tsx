import { StreamingOrganicFlow } from '../streaming-organic/streaming-organic-flow.tsx';

/** Route module of `streamingOrganic`: the streaming organic checkout and its steps. */
export function Component() {
  return <StreamingOrganicFlow />;
}
