/**
 * What other modules use of the session capability: credential making and hashing, sign-in grants
 * for the identity capability, a family's access-token ids for events, and its routes for app.ts.
 */
export { hashCredential, newCredential } from './credentials.ts';
export { accessTokenIdsOfFamily } from './family-access-tokens.ts';
export { type RevocationReason, revokeFamilies } from './revoke-sessions.ts';
export { registerSessionCapability } from './routes.ts';
export { issueSignInGrant } from './sign-in-grants.ts';
export { recordSignInRevocation, type SignInRevocation } from './sign-in-revocations.ts';
