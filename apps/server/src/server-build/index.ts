import { SERVER_BUILD, type ServerBuildTarget, staleReasonOfServerBuild } from './build-stamp.ts';
import { buildServer } from './bundle.ts';

export {
  BUILT_SERVER_NODE_FLAGS,
  SERVER_BUILD,
  type ServerBuildTarget,
  serverBuildAt,
  staleReasonOfServerBuild,
} from './build-stamp.ts';
export { type BuiltServer, buildServer } from './bundle.ts';

/**
 * The built server, rebuilt first when it is missing or was made from other sources than the
 * tree's (ADR 087): whoever starts it (a test, the bench) always runs the code in front of them,
 * and pays for a build (a second or two) only when a source changed. Returns why it rebuilt.
 */
export async function ensureServerBuilt(
  target: ServerBuildTarget = SERVER_BUILD,
): Promise<string | undefined> {
  const staleReason = staleReasonOfServerBuild(target);
  if (staleReason) await buildServer(target);
  return staleReason;
}
