import {
  type CareLpzFields,
  checkLpz,
  type LpzField,
  type LpzValues,
  normalisePostalCode,
  phoneKey,
} from '@orbit/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import lookupStyles from './account-lookup.module.css';
import type { LookupFormCommon } from './flepz-form.tsx';
import { lookupFieldErrorId } from './lookup-field-errors.ts';

const EMPTY: LpzValues = { lastName: '', phoneNumber: '', zipCode: '' };

const FIELDS: readonly { name: LpzField; auto: string; type: string; max: number }[] = [
  { name: 'lastName', auto: 'family-name', type: 'text', max: 50 },
  { name: 'phoneNumber', auto: 'tel-national', type: 'tel', max: 14 },
  { name: 'zipCode', auto: 'postal-code', type: 'text', max: 10 },
];

export type LpzRefusal = 'failed' | 'locked';

/**
 * "Verify your account" (flows §1.2 LPZ, §1.3): last name, phone and zip of the account found,
 * before anything that touches it (paying the bill) opens. A refusal says to check the details or
 * call the care number; after five in this session, to wait an hour. Past the account's tries
 * from any sessions, the human check the server asked for (`humanCheck`) runs above Verify.
 */
export function LpzForm({
  country,
  busy,
  serverErrors,
  onInvalid,
  refusal,
  humanCheck = null,
  onVerify,
}: LookupFormCommon<LpzField> & {
  refusal?: LpzRefusal | undefined;
  humanCheck?: ReactNode;
  onVerify(fields: CareLpzFields): void;
}) {
  const t = useT();
  const { care } = useAppConfig();
  const headingId = useId();
  const schema = useMemo(
    () => schemaOfCodes((values: LpzValues) => checkLpz(values, country)),
    [country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY,
    busy,
    serverCodes: serverErrors,
    checkOnBlur: true,
    onSubmit: (values) =>
      onVerify({
        lastName: values.lastName.trim(),
        phoneNumber: phoneKey(values.phoneNumber) ?? values.phoneNumber.trim(),
        zipCode: normalisePostalCode(values.zipCode, country),
      }),
    onInvalid,
  });

  return (
    <section aria-labelledby={headingId} className={lookupStyles.section}>
      <h3 id={headingId} className={lookupStyles.sectionTitle}>
        {t('lookup.verify.title')}
      </h3>
      <p className={lookupStyles.lead}>{t('lookup.verify.lead')}</p>
      {refusal ? (
        <Alert tone="error">{t(`lookup.verify.${refusal}`, { phone: care.phone })}</Alert>
      ) : null}
      <form {...entry.formProps} className={styles.form}>
        {FIELDS.map(({ name, auto, type, max }) => {
          const code = entry.codeOf(name);
          return (
            <TextField
              key={name}
              label={t(`lookup.field.${name}`)}
              hint={name === 'phoneNumber' ? t('lookup.field.phoneNumber.hint') : undefined}
              {...entry.field(name)}
              name={`verify-${name}`}
              type={type}
              autoComplete={auto}
              required
              maxLength={max}
              error={code ? t(lookupFieldErrorId(name, code)) : undefined}
            />
          );
        })}
        <p className={lookupStyles.note}>{t('lookup.verify.privacy')}</p>
        {humanCheck}
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('lookup.verify.working') : t('lookup.verify.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
