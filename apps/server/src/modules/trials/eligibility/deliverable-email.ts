import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type CareValidateEmailResult, type Country, checkEmail } from '@orbit/domain';
import { parse } from 'tldts';

/**
 * The throwaway-inbox services of `disposable-email-domains` (MIT, the community-maintained
 * list): its ~120 000 domains, and the domains under which every subdomain is one. Read on first
 * use, then kept as sets; server-side only.
 */
let disposable: { domains: ReadonlySet<string>; wildcards: readonly string[] } | undefined;

function disposableDomains() {
  if (!disposable) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      JSON.parse(
        readFileSync(require.resolve(`disposable-email-domains/${file}`), 'utf8'),
      ) as string[];
    disposable = {
      domains: new Set(read('index.json').map((domain) => domain.toLowerCase())),
      wildcards: read('wildcard.json').map((domain) => domain.toLowerCase()),
    };
  }
  return disposable;
}

function isDisposable(hostname: string, registrable: string): boolean {
  const { domains, wildcards } = disposableDomains();
  if (domains.has(hostname) || domains.has(registrable)) return true;
  return wildcards.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

/** RFC 6761's domain for testing: the demo's addresses (`…@orbitradio.test`). */
const TEST_SUFFIX = 'test';

/**
 * Can we deliver to this address (`POST /validate/email`, flows §3.2, §3.3)? Its shape by the
 * project's email rule; then its domain, decided offline (no DNS from here, ADR 034): a name
 * under a public suffix of the ICANN section of the Public Suffix List (which `tldts` ships) —
 * not a bare suffix, an IP address or a made-up top-level domain — and not a disposable-inbox
 * service. With `developerMailbox` (no SMTP relay: every message waits in the developer mailbox)
 * the reserved `.test` domain is deliverable too, so the demo's addresses work. Never whether an
 * account uses the address (ADR 025).
 */
export function deliverableEmailCheck(
  email: string,
  country: Country,
  options: { developerMailbox: boolean },
): CareValidateEmailResult {
  const address = email.trim();
  if (checkEmail(address, country) !== null) return { valid: false, reason: 'FORMAT' };
  const hostname = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const parsed = parse(hostname, { allowPrivateDomains: false });
  const underTest = options.developerMailbox && parsed.publicSuffix === TEST_SUFFIX;
  const registrable =
    parsed.domain !== null && !parsed.isIp && (parsed.isIcann === true || underTest);
  if (!registrable || parsed.domain === null) return { valid: false, reason: 'DOMAIN' };
  if (isDisposable(hostname, parsed.domain)) return { valid: false, reason: 'DOMAIN' };
  return { valid: true, reason: '' };
}
