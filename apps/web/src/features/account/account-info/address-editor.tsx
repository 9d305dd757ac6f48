import {
  type Address,
  addressFormSchema,
  addressValidationFallback,
  type Country,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { failureMessageId, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, fieldCodesOf } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { fieldMessageId } from '../field-messages.ts';
import { type ChangeOutcome, formExplains } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { addressQuestionOf } from './address-check.ts';
import { type AddressField, AddressFields, type AddressValues } from './address-fields.tsx';
import type { AccountAddressInput } from './address-input.ts';
import { AddressSuggestions } from './address-suggestions.tsx';

/** A rule of one form beyond the field rules: which zip codes it takes, and why not others. */
export interface ZipRule {
  allows(zip: string): boolean;
  refusal: { id: string; values?: Record<string, string> };
}

/** The code of a zip the form's own rule refuses (its analytics name too). */
const ZIP_MISMATCH = 'ZIP_MISMATCH';
const OWN_CODES = [ZIP_MISMATCH] as const;
/** The server calls the zip `zipCode`. */
const SERVER_NAMES = { zipCode: 'zip' } as const;

export interface AddressEditorProps {
  country: Country;
  /** Names the form in analytics (`serviceAddress`, `billingAddress`). */
  form: string;
  initial: AddressValues;
  zipRule?: ZipRule | undefined;
  /** Shown above the fields (the billing form's "same as service" box). */
  before?: ReactNode;
  /** Save without an address of its own (billing same as service): no fields, no validation. */
  withoutAddress?: boolean;
  save(address: AccountAddressInput | null): Promise<ChangeOutcome<unknown>>;
  onSaved(): void;
  onCancel(): void;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'choose'; typed: AccountAddressInput; options: Address[]; unverified: boolean };

/**
 * The market's field rules, then the form's own zip rule: what a submit checks before the
 * address goes to the validator. Without an address (billing same as service) nothing is asked.
 */
function addressEntrySchema(country: Country, zipRule: ZipRule | undefined, without: boolean) {
  return schemaOfCheck((values: AddressValues) => {
    if (without) return { ok: true, values: null };
    const parsed = addressFormSchema(country).safeParse(values);
    if (!parsed.success) return { ok: false, errors: fieldCodesOf<AddressField>(parsed.error) };
    if (zipRule && !zipRule.allows(parsed.data.zip)) {
      return { ok: false, errors: { zip: ZIP_MISMATCH } };
    }
    const address: AccountAddressInput = { ...parsed.data };
    return { ok: true, values: address };
  });
}

/**
 * An address form with the market's field rules, the form's own zip rule, then address
 * validation: corrections are offered ("Did you mean…") before saving, the customer picks one
 * or keeps what they typed. A validator that fails never blocks the save.
 */
export function AddressEditor(props: AddressEditorProps) {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const { dataLayer, errors: reporter } = useAppServices();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [problem, setProblem] = useState<string>();
  const { country, zipRule, withoutAddress = false } = props;
  const schema = useMemo(
    () => addressEntrySchema(country, zipRule, withoutAddress),
    [country, zipRule, withoutAddress],
  );
  // Validation changes nothing; it is made on submit, and forgotten with the form.
  const validation = useMutation({
    mutationFn: (address: AccountAddressInput) =>
      calls.validateAddress({ address }, { skipGlobalHandler: true }),
  });

  /** The validator's opinion; its failure counts as "valid, nothing to suggest". */
  const validate = async (address: AccountAddressInput) => {
    try {
      return await validation.mutateAsync(address);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'sessionTimedOut') {
        reportFailure(reporter, failure, { name: 'validate address' });
        return undefined;
      }
      return addressValidationFallback();
    }
  };

  const save = async (address: AccountAddressInput | null) => {
    setProblem(undefined);
    const outcome = await props.save(address);
    if (outcome.ok) {
      props.onSaved();
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    const onFields =
      failure.code === 'SERVICE_ADDRESS_ZIP_MISMATCH' && address
        ? entry.showCodes({ zip: ZIP_MISMATCH })
        : entry.showFieldFailures(failure, SERVER_NAMES);
    if (onFields) setStage({ kind: 'form' });
    else setProblem(t(failureMessageId(failure, 'account.save.failed')));
  };

  const submit = async (address: AccountAddressInput | null) => {
    if (!address) return save(null);
    const result = await validate(address);
    if (!result) return;
    const question = addressQuestionOf(
      address,
      result,
      (option) => !zipRule || zipRule.allows(option.zip),
    );
    if (question.kind === 'choose') {
      const { options, unverified } = question;
      setStage({ kind: 'choose', typed: address, options, unverified });
      return;
    }
    await save(address);
  };

  const entry = useEntryForm({
    schema,
    defaultValues: props.initial,
    ownCodes: OWN_CODES,
    onSubmit: submit,
    onInvalid: (codes) => trackAccountUserErrors(dataLayer, props.form, codes),
  });
  const formRef = entry.formProps.ref;

  // The first field takes the focus when the form opens, and again back from the suggestions.
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst >= 0) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusFirst, formRef]);

  const bind = (field: AddressField) => {
    const code = entry.codeOf(field);
    const error =
      code === ZIP_MISMATCH
        ? zipRule
          ? t(zipRule.refusal.id, zipRule.refusal.values)
          : t('account.field.zip.invalid')
        : code
          ? t(fieldMessageId(field, code))
          : undefined;
    return { ...entry.field(field), error };
  };

  if (stage.kind === 'choose') {
    return (
      <>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <AddressSuggestions
          typed={stage.typed}
          options={stage.options}
          unverified={stage.unverified}
          onUse={save}
          onEdit={() => {
            setStage({ kind: 'form' });
            setFocusFirst((count) => count + 1);
          }}
        />
      </>
    );
  }

  return (
    <form {...entry.formProps} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {props.before}
      {withoutAddress ? null : <AddressFields country={country} bind={bind} />}
      <div className={styles.formActions}>
        <Button type="submit" disabled={entry.busy}>
          {t(entry.busy ? 'account.dialog.saving' : 'account.save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={entry.busy}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
