/**
 * Password rules shared by the web app (as the customer types) and the server (which re-checks
 * every password it stores). The server adds one rule that needs a large list and so stays out
 * of this package and the browser bundle: common passwords.
 */

export const PASSWORD_LIMITS = {
  minLength: 8,
  /** Generous for passphrases, small enough that hashing it costs nothing extra. */
  maxLength: 64,
  /** Of the four groups: digits, lower-case, upper-case, specials. */
  minCharacterGroups: 3,
} as const;

/** The only specials a password may hold (flows §0). */
export const PASSWORD_SPECIALS = '!%&@#$^*?_~()-+,=';

/**
 * Words no password may contain, whatever surrounds them: the brand and the words everyone tries
 * first. Matched case-insensitively and through common letter-for-digit swaps (`0rb1t`).
 */
export const DISALLOWED_PASSWORD_WORDS = [
  'orbitradio',
  'orbit',
  'password',
  'passwd',
  'qwerty',
  'letmein',
  'welcome',
  'iloveyou',
] as const;

export type PasswordPolicyRule = 'length' | 'characters' | 'groups';

export type PasswordProblem =
  | { code: 'PASSWORD_POLICY_NOT_MET'; rule: PasswordPolicyRule }
  | { code: 'PASSWORD_DISALLOWED_WORDS'; word: string }
  | { code: 'PASSWORD_HAS_PERSONAL_DATA'; field: PersonalDataField };

export type PasswordCheck = { ok: true } | ({ ok: false } & PasswordProblem);

/** What the customer told us about themselves; a password must not contain any of it. */
export type PersonalData = {
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  username?: string | null;
  phoneNumber?: string | null;
};
export type PersonalDataField = keyof PersonalData;

const GROUPS = [/\d/, /[a-z]/, /[A-Z]/, new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`)];
const ALLOWED = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SPECIALS)}]*$`);

function escapeForClass(characters: string): string {
  return characters.replace(/[\\\]^-]/g, '\\$&');
}

export function characterGroupCount(password: string): number {
  return GROUPS.filter((group) => group.test(password)).length;
}

/** The web form's rule: at least 8 characters from at least 3 of the 4 groups. */
export function meetsClientPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_LIMITS.minLength &&
    characterGroupCount(password) >= PASSWORD_LIMITS.minCharacterGroups
  );
}

/** Length, allowed characters, then character groups, each failure naming its rule. */
export function checkPasswordShape(password: string): PasswordCheck {
  if (password.length < PASSWORD_LIMITS.minLength || password.length > PASSWORD_LIMITS.maxLength) {
    return { ok: false, code: 'PASSWORD_POLICY_NOT_MET', rule: 'length' };
  }
  if (!ALLOWED.test(password)) {
    return { ok: false, code: 'PASSWORD_POLICY_NOT_MET', rule: 'characters' };
  }
  if (characterGroupCount(password) < PASSWORD_LIMITS.minCharacterGroups) {
    return { ok: false, code: 'PASSWORD_POLICY_NOT_MET', rule: 'groups' };
  }
  return { ok: true };
}

/** The hints a password form ticks as the customer types, in the order it lists them. */
export const PASSWORD_HINTS = ['length', 'groups', 'characters', 'words'] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];

/**
 * Which hints a password meets so far. An empty password meets none; its characters and words
 * count as met once there is something to check. The server re-checks, adding common passwords
 * and personal data.
 */
export function passwordHintsMet(password: string): Record<PasswordHint, boolean> {
  const shape = checkPasswordShape(password);
  const typed = password.length > 0;
  return {
    length:
      password.length >= PASSWORD_LIMITS.minLength && password.length <= PASSWORD_LIMITS.maxLength,
    groups: characterGroupCount(password) >= PASSWORD_LIMITS.minCharacterGroups,
    characters:
      typed &&
      (shape.ok || shape.code !== 'PASSWORD_POLICY_NOT_MET' || shape.rule !== 'characters'),
    words: typed && findDisallowedWord(password) === undefined,
  };
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Lower-case, with the usual digit-for-letter swaps undone: `P@ssw0rd` → `password`. */
export function unleet(value: string): string {
  return [...value.toLowerCase()].map((character) => LEET[character] ?? character).join('');
}

/** The first disallowed word the password contains, as the list spells it. */
export function findDisallowedWord(
  password: string,
  words: readonly string[] = DISALLOWED_PASSWORD_WORDS,
): string | undefined {
  const plain = password.toLowerCase();
  const swapped = unleet(password);
  // `l` stands for `1` as often as `i` does: try both readings.
  const swappedL = swapped.replace(/i/g, 'l');
  return words.find(
    (word) => plain.includes(word) || swapped.includes(word) || swappedL.includes(word),
  );
}

/** Pieces of personal data worth looking for: 3+ letters, or 6+ consecutive phone digits. */
function personalTokens(personal: PersonalData): { field: PersonalDataField; token: string }[] {
  const tokens: { field: PersonalDataField; token: string }[] = [];
  const words = (field: PersonalDataField, value: string | null | undefined) => {
    for (const token of (value ?? '').toLowerCase().split(/[^a-z0-9à-ÿ]+/)) {
      if (token.length >= 3) tokens.push({ field, token });
    }
  };
  words('firstName', personal.firstName);
  words('lastName', personal.lastName);
  words('username', personal.username?.split('@')[0]);
  words('emailAddress', personal.emailAddress?.split('@')[0]);
  const phone = (personal.phoneNumber ?? '').replace(/\D/g, '');
  for (let start = 0; start + 6 <= phone.length; start += 1) {
    tokens.push({ field: 'phoneNumber', token: phone.slice(start, start + 6) });
  }
  return tokens;
}

/** Which piece of personal data the password contains, if any (case-insensitive). */
export function findPersonalData(
  password: string,
  personal: PersonalData,
): PersonalDataField | undefined {
  const plain = password.toLowerCase();
  const swapped = unleet(password);
  return personalTokens(personal).find(
    ({ token }) => plain.includes(token) || swapped.includes(token),
  )?.field;
}

/**
 * Every rule this package can check, in the order the legacy validator reported them: shape
 * (length, allowed characters, groups), disallowed words, personal data.
 */
export function checkPassword(password: string, personal: PersonalData = {}): PasswordCheck {
  const shape = checkPasswordShape(password);
  if (!shape.ok) return shape;
  const word = findDisallowedWord(password);
  if (word) return { ok: false, code: 'PASSWORD_DISALLOWED_WORDS', word };
  const field = findPersonalData(password, personal);
  if (field) return { ok: false, code: 'PASSWORD_HAS_PERSONAL_DATA', field };
  return { ok: true };
}
