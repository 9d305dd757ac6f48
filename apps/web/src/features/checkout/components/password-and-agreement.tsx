import type { ReactNode } from 'react';
import type { EntryCheckboxProps, EntryFieldProps } from '../../../shared/forms/index.ts';
import { type AskedHumanCheck, AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button, CheckboxField, TextField } from '../../../shared/ui/index.ts';
import { legalLinksOf } from './legal-links.ts';

export interface PasswordAndAgreementProps {
  /** The form: its `password` box, `agreement` checkbox, and whether it is being sent. */
  entry: {
    field(name: 'password'): EntryFieldProps;
    checkbox(name: 'agreement'): EntryCheckboxProps;
    busy: boolean;
  };
  errorOf(field: 'password' | 'agreement'): string | undefined;
  humanCheck: AskedHumanCheck;
  /** The message id of the last refusal, shown above the button. */
  problem: string | undefined;
  /**
   * Where the words are: `{form}.signIn`, `.password`, `.passwordHint`, `.agreement`,
   * `.agreementLink` and `.submit`; `{page}.humanCheck.title`, `.reason`, `.refused` and
   * `{page}.working`.
   */
  words: { form: string; page: string };
  /** The page's own look for the sign-in group and the row of the button. */
  classNames: {
    group: string | undefined;
    legend: string | undefined;
    actions: string | undefined;
  };
  /** Said under the sign-in group's legend, before the password. */
  intro?: ReactNode;
}

/**
 * The close of a form that makes an account as it claims a radio's offer (a trial, a promotion):
 * the password of the new sign-in, the customer agreement, the human check the server may ask
 * for, the refusal, and the button.
 */
export function PasswordAndAgreement({
  entry,
  errorOf,
  humanCheck,
  problem,
  words: { form, page },
  classNames,
  intro,
}: PasswordAndAgreementProps) {
  const t = useT();
  const config = useAppConfig();
  return (
    <>
      <fieldset className={classNames.group}>
        <legend className={classNames.legend}>{t(`${form}.signIn`)}</legend>
        {intro}
        <TextField
          {...entry.field('password')}
          error={errorOf('password')}
          label={t(`${form}.password`)}
          hint={t(`${form}.passwordHint`)}
          type="password"
          autoComplete="new-password"
          maxLength={128}
        />
      </fieldset>
      <CheckboxField
        {...entry.checkbox('agreement')}
        error={errorOf('agreement')}
        label={
          <>
            {t(`${form}.agreement`)}{' '}
            <a href={legalLinksOf(config).agreementUrl} target="_blank" rel="noreferrer">
              {t(`${form}.agreementLink`)}
            </a>
          </>
        }
      />
      <AskedHumanCheckNotice
        humanCheck={humanCheck}
        title={t(`${page}.humanCheck.title`)}
        reason={t(`${page}.humanCheck.reason`)}
        refused={t(`${page}.humanCheck.refused`)}
      />
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <div className={classNames.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t(`${page}.working`) : t(`${form}.submit`)}
        </Button>
      </div>
    </>
  );
}
