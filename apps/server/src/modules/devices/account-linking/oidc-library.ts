/** oidc-provider's module: its `Provider` and `errors`. */
export type OidcLibrary = typeof import('oidc-provider');

let loading: Promise<OidcLibrary> | undefined;

/**
 * oidc-provider (and koa under it) loads when the linking provider is first built, not at start:
 * it is one of the heaviest imports and the first request never needs it (cold start, ADR 087).
 */
export function loadOidcLibrary(): Promise<OidcLibrary> {
  loading ??= import('oidc-provider');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
