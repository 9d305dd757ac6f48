import { findDisallowedWord, PASSWORD_SPECIALS, passwordHintsMet } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import { RuleChecklist } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';

/** The live password hints, from the domain rules (the server re-checks, and adds common passwords). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  const met = passwordHintsMet(password);
  return (
    <RuleChecklist
      id={id}
      title={t('identity.signUp.rulesTitle')}
      titleClassName={styles.lead}
      metLabel={t('identity.signUp.ruleMet')}
      notMetLabel={t('identity.signUp.ruleNotMet')}
      rules={[
        { key: 'length', text: t('identity.signUp.ruleLength'), met: met.length },
        { key: 'groups', text: t('identity.signUp.ruleGroups'), met: met.groups },
        {
          key: 'characters',
          text: t('identity.signUp.ruleCharacters', { specials: PASSWORD_SPECIALS }),
          met: met.characters,
        },
        { key: 'words', text: t('identity.signUp.ruleWords'), met: met.words },
      ]}
    />
  );
}

/**
 * What a new password the rules refused is told (`checkNewPassword`): the disallowed word it
 * holds, named, or the policy the rules below it list.
 */
export function newPasswordMessage(password: string): ErrorMessage {
  const word = findDisallowedWord(password);
  return word
    ? { id: 'identity.signUp.disallowedWord', values: { word } }
    : { id: 'identity.signUp.policy' };
}
