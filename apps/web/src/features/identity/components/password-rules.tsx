import {
  characterGroupCount,
  checkPasswordShape,
  findDisallowedWord,
  PASSWORD_LIMITS,
  PASSWORD_SPECIALS,
} from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';

/** The live password hints, from the domain rules (the server re-checks, and adds common passwords). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  const shape = checkPasswordShape(password);
  const rules = [
    {
      key: 'length',
      text: t('identity.signUp.ruleLength'),
      met:
        password.length >= PASSWORD_LIMITS.minLength &&
        password.length <= PASSWORD_LIMITS.maxLength,
    },
    {
      key: 'groups',
      text: t('identity.signUp.ruleGroups'),
      met: characterGroupCount(password) >= PASSWORD_LIMITS.minCharacterGroups,
    },
    {
      key: 'characters',
      text: t('identity.signUp.ruleCharacters', { specials: PASSWORD_SPECIALS }),
      met: password.length > 0 && !(!shape.ok && 'rule' in shape && shape.rule === 'characters'),
    },
    {
      key: 'words',
      text: t('identity.signUp.ruleWords'),
      met: password.length > 0 && findDisallowedWord(password) === undefined,
    },
  ];
  return (
    <div id={id}>
      <p className={styles.lead}>{t('identity.signUp.rulesTitle')}</p>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule.key} className={[styles.rule, rule.met ? styles.met : ''].join(' ')}>
            <span className={styles.ruleMark} aria-hidden="true">
              {rule.met ? '✓' : '•'}
            </span>
            <span>
              {rule.text}
              <span className={styles.visuallyHidden}>
                {' '}
                ({t(rule.met ? 'identity.signUp.ruleMet' : 'identity.signUp.ruleNotMet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** True when the domain rules this page can check all pass. */
export function passwordLooksValid(password: string): boolean {
  return clientPasswordError(password) === undefined;
}

/** What the domain rules say before any call: a disallowed word (named), or the policy. */
export function clientPasswordError(password: string): ErrorMessage | undefined {
  const word = findDisallowedWord(password);
  if (word) return { id: 'identity.signUp.disallowedWord', values: { word } };
  return checkPasswordShape(password).ok ? undefined : { id: 'identity.signUp.policy' };
}
