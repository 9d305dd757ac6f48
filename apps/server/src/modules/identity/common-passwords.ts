import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unleet } from '@orbit/domain';

/**
 * The 49 000 most common passwords of public breach corpora, as shipped by zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, MIT). Server-side only: ~480 KB that the browser bundle must
 * not carry. Read on first use, then kept as a set.
 */
let commonPasswords: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    commonPasswords = new Set(list.map((entry) => entry.toLowerCase()));
  }
  return commonPasswords;
}

export function commonPasswordCount(): number {
  return load().size;
}

export type CommonPasswordFinding =
  | { kind: 'whole' }
  /** The password is a common one dressed up with digits or symbols around it: `Sunshine2024!`. */
  | { kind: 'word'; word: string };

/** Whether the password, or its core word once leading and trailing non-letters are dropped, is common. */
export function findCommonPassword(password: string): CommonPasswordFinding | undefined {
  const list = load();
  const lowered = password.toLowerCase();
  if (list.has(lowered)) return { kind: 'whole' };
  const core = lowered.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core.length < 4) return undefined;
  if (list.has(core)) return { kind: 'word', word: core };
  const swapped = unleet(core);
  if (list.has(swapped)) return { kind: 'word', word: swapped };
  return undefined;
}
