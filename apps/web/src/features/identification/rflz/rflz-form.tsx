import {
  type CareRflzRequest,
  checkRflz,
  type FieldErrorCode,
  type Locale,
  type RflzField,
  type RflzValues,
  rulesCountryForLocale,
} from '@orbit/domain';
import { useEffect, useId, useMemo } from 'react';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, FieldRow, TextField } from '../../../shared/ui/index.ts';
import { trackClientValidation } from '../account-lookup/account-analytics.ts';
import lookupStyles from '../account-lookup/account-lookup.module.css';
import { lookupFieldErrorId } from '../account-lookup/lookup-field-errors.ts';
import { accountLookupCatalog } from '../account-lookup/messages/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import { rflzFailuresOf, rflzRequestOf } from './rflz-rules.ts';

export interface RflzFormProps {
  /** A check is running: the button says so and a second submit is ignored. */
  busy: boolean;
  /** The valid form's request; the caller sends it (identity/customer/rflz, the used-car check). */
  onCheck(request: CareRflzRequest): void;
  /** The server's field errors of the last check (INVALID on `radioIdOrVin` is code 3494). */
  serverErrors?: Partial<Record<RflzField, FieldErrorCode>> | undefined;
  /** Client-side failures, after they are tracked (Canada counts them towards the 3494 limit). */
  onInvalid?(errors: Partial<Record<RflzField, FieldErrorCode>>): void;
  /** "STEP 1 OF N" above the title, in a multi-step flow. */
  step?: { current: number; total: number };
  /** Prefills the box (a radio id the flow already knows). */
  defaultRadioIdOrVin?: string;
  /** "No radio? Get the Orbit app": where it goes; hidden when absent. */
  noRadioHref?: string;
  /** "Search by license plate": shown when the caller can switch to the plate lookup. */
  onSearchByPlate?(): void;
  /** Names the form in analytics (`<name>` in the business error of a refused submit). */
  analyticsName?: string;
  /** The heading level of "Check your eligibility" in the page it sits in. */
  headingLevel?: 2 | 3;
}

/**
 * RFLZ — "Check your eligibility" (flows §1.4): the radio id or VIN in one box, first name, last
 * name and zip, checked on blur and on submit by the market's rules. Its client-side errors are
 * tracked with the names the analytics team reads ("Auth - Missing first name"…, spec 000 §5),
 * and it says `rflz-loaded` when shown. Exported for the trial pages, which send the request to
 * the used-car eligibility check; the account lookup page sends it to identity/customer/rflz.
 */
export function RflzForm(props: RflzFormProps) {
  return (
    <CatalogLayer catalog={accountLookupCatalog}>
      <RflzFormContent {...props} />
    </CatalogLayer>
  );
}

function RflzFormContent({
  busy,
  onCheck,
  serverErrors,
  onInvalid,
  step,
  defaultRadioIdOrVin = '',
  noRadioHref,
  onSearchByPlate,
  analyticsName = 'rflz',
  headingLevel = 2,
}: RflzFormProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const headingId = useId();
  const initial: RflzValues = {
    radioIdOrVin: defaultRadioIdOrVin,
    firstName: '',
    lastName: '',
    zipCode: '',
  };
  const schema = useMemo(
    () => schemaOfCodes((values: RflzValues) => checkRflz(values, country)),
    [country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: initial,
    busy,
    serverCodes: serverErrors,
    checkOnBlur: true,
    onSubmit: (values) => onCheck(rflzRequestOf(values, country, locale)),
    onInvalid: (refused) => {
      const values = entry.form.getValues();
      trackClientValidation(services, analyticsName, rflzFailuresOf(refused, values));
      onInvalid?.(refused);
    },
  });

  useEffect(() => {
    services.dataLayer.push('rflz-loaded', { pageInfo: { componentName: 'rflzLookup' } });
  }, [services.dataLayer]);

  const field = (name: RflzField, label: string, extra: { hint?: string; auto: string }) => {
    const code = entry.codeOf(name);
    return (
      <TextField
        label={label}
        hint={extra.hint}
        {...entry.field(name, name === 'radioIdOrVin' ? (value) => value.toUpperCase() : undefined)}
        autoComplete={extra.auto}
        autoCapitalize={name === 'radioIdOrVin' ? 'characters' : undefined}
        spellCheck={name === 'radioIdOrVin' ? false : undefined}
        required
        maxLength={name === 'radioIdOrVin' ? 17 : name === 'zipCode' ? 10 : 50}
        error={code ? t(lookupFieldErrorId(name, code)) : undefined}
      />
    );
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={lookupStyles.section}>
      {step ? <p className={lookupStyles.step}>{t('rflz.step', step)}</p> : null}
      <Heading id={headingId} className={lookupStyles.sectionTitle}>
        {t('rflz.title')}
      </Heading>
      <form {...entry.formProps} className={styles.form}>
        {field('radioIdOrVin', t('rflz.radioIdOrVin'), {
          hint: t('rflz.radioIdOrVin.hint'),
          auto: 'off',
        })}
        <FieldRow>
          {field('firstName', t('lookup.field.firstName'), { auto: 'given-name' })}
          {field('lastName', t('lookup.field.lastName'), { auto: 'family-name' })}
        </FieldRow>
        {field('zipCode', t('lookup.field.zipCode'), { auto: 'postal-code' })}
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('rflz.working') : t('rflz.submit')}
          </Button>
        </div>
      </form>
      {noRadioHref || onSearchByPlate ? (
        <ul className={lookupStyles.links}>
          {noRadioHref ? (
            <li>
              <a href={noRadioHref}>{t('rflz.noRadio')}</a>
            </li>
          ) : null}
          {onSearchByPlate ? (
            <li>
              <button type="button" className={lookupStyles.linkButton} onClick={onSearchByPlate}>
                {t('rflz.byPlate')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
