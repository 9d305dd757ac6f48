/** The session calls as the fake service routes them (`METHOD /path`). */
export const SESSION_ROUTES = {
  grants: 'POST /device/v1/grants',
  anonymous: 'POST /session/v1/sessions/anonymous',
  authenticated: 'POST /session/v1/sessions/authenticated',
  refresh: 'POST /session/v1/sessions/refresh',
  end: 'POST /session/v1/sessions/end',
  revokeAll: 'POST /session/v1/sessions/revoke/all',
} as const;
