/**
 * The Amazon users of the sandbox Amazon (development and tests, ADR 076; docs/demo-data.md): one
 * whose link is made, and one for each failure the linking pages must show. The popup's sign-in
 * page lists them; nothing global is switched to provoke a failure.
 */
export const SANDBOX_AMAZON_USERS = [
  {
    id: 'amzn1.account.SANDBOXLISTENER',
    email: 'alexa.listener@example.com',
    name: 'Alex Listener',
    outcome: 'links',
  },
  {
    id: 'amzn1.account.SANDBOXOUTAGE',
    email: 'amazon.outage@example.com',
    name: 'Amazon outage (token endpoint answers 503)',
    outcome: 'partnerDown',
  },
  {
    id: 'amzn1.account.SANDBOXREFUSED',
    email: 'skill.refused@example.com',
    name: 'Skill refused (enablement answers 403)',
    outcome: 'skillRefused',
  },
] as const;

export type SandboxAmazonUser = (typeof SANDBOX_AMAZON_USERS)[number];

export function sandboxAmazonUser(id: string): SandboxAmazonUser | undefined {
  return SANDBOX_AMAZON_USERS.find((user) => user.id === id);
}
