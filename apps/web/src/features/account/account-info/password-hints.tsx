import {
  PASSWORD_HINTS,
  PASSWORD_LIMITS,
  PASSWORD_SPECIALS,
  passwordHintsMet,
} from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import { RuleChecklist } from '../../../shared/ui/index.ts';
import styles from './account-info.module.css';

/**
 * The password policy's hints, ticked live as the customer types: the same domain rules and
 * checklist as the sign-up and reset-password pages, worded in the account area's messages (its
 * pages do not carry the identity pages' catalog). The server re-checks, and adds common
 * passwords and personal data.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const t = useT();
  const met = passwordHintsMet(password);
  const values = {
    specials: PASSWORD_SPECIALS,
    min: PASSWORD_LIMITS.minLength,
    max: PASSWORD_LIMITS.maxLength,
    groups: PASSWORD_LIMITS.minCharacterGroups,
  };
  return (
    <RuleChecklist
      id={id}
      className={styles.passwordHints}
      title={t('account.password.rulesTitle')}
      titleClassName={styles.hint}
      metLabel={t('account.password.ruleMet')}
      notMetLabel={t('account.password.ruleNotMet')}
      rules={PASSWORD_HINTS.map((hint) => ({
        key: hint,
        text: t(`account.password.rule.${hint}`, values),
        met: met[hint],
      }))}
    />
  );
}
