import {
  type Address,
  addressFormSchema,
  addressValidationFallback,
  type Country,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { failureMessageId, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, useFocusInvalid } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { fieldCodesOf, fieldMessageId, serverFieldCodes } from '../field-messages.ts';
import { type ChangeOutcome, formExplains } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { addressQuestionOf } from './address-check.ts';
import { type AddressField, AddressFields, type AddressValues } from './address-fields.tsx';
import type { AccountAddressInput } from './address-input.ts';
import { AddressSuggestions } from './address-suggestions.tsx';

const ADDRESS_FIELDS: readonly AddressField[] = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
];

/** A rule of one form beyond the field rules: which zip codes it takes, and why not others. */
export interface ZipRule {
  allows(zip: string): boolean;
  refusal: { id: string; values?: Record<string, string> };
}

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

type Errors = Partial<Record<AddressField, string>>;

/**
 * An address form with the market's field rules, the form's own zip rule, then address
 * validation: corrections are offered ("Did you mean…") before saving, the customer picks one
 * or keeps what they typed. A validator that fails never blocks the save.
 */
export function AddressEditor(props: AddressEditorProps) {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const { dataLayer, errors: reporter } = useAppServices();
  const { formRef, focusInvalid } = useFocusInvalid();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The first field takes the focus when the form opens, and again back from the suggestions.
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst >= 0) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusFirst, formRef]);

  const showErrors = (found: Errors, codes: Record<string, string>) => {
    setErrors(found);
    setStage({ kind: 'form' });
    focusInvalid();
    trackAccountUserErrors(dataLayer, props.form, codes);
  };

  const zipRefusal = () =>
    props.zipRule ? t(props.zipRule.refusal.id, props.zipRule.refusal.values) : undefined;
  const zipError = (zip: string): { message: string; code: string } | undefined => {
    const rule = props.zipRule;
    if (!rule || rule.allows(zip)) return undefined;
    return { message: t(rule.refusal.id, rule.refusal.values), code: 'ZIP_MISMATCH' };
  };

  const save = async (address: AccountAddressInput | null) => {
    setBusy(true);
    setProblem(undefined);
    const outcome = await props.save(address);
    setBusy(false);
    if (outcome.ok) {
      props.onSaved();
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    if (failure.code === 'SERVICE_ADDRESS_ZIP_MISMATCH' && address) {
      setErrors({ zip: zipRefusal() ?? t('account.field.zip.invalid') });
      setStage({ kind: 'form' });
      focusInvalid();
      return;
    }
    const fields = serverFieldCodes(failure.fieldErrors, ADDRESS_FIELDS);
    if (Object.keys(fields).length > 0) {
      const found: Errors = {};
      for (const [field, code] of Object.entries(fields) as [AddressField, string][]) {
        found[field] = t(fieldMessageId(field, code));
      }
      setErrors(found);
      setStage({ kind: 'form' });
      focusInvalid();
      return;
    }
    setProblem(t(failureMessageId(failure, 'account.save.failed')));
  };

  /** The validator's opinion; its failure counts as "valid, nothing to suggest". */
  const validate = async (address: AccountAddressInput) => {
    try {
      return await calls.validateAddress({ address }, { skipGlobalHandler: true });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'sessionTimedOut') {
        reportFailure(reporter, failure, { name: 'validate address' });
        return undefined;
      }
      return addressValidationFallback();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (props.withoutAddress) {
      await save(null);
      return;
    }
    const parsed = addressFormSchema(props.country).safeParse(values);
    if (!parsed.success) {
      const codes = fieldCodesOf<AddressField>(parsed.error);
      const found: Errors = {};
      for (const [field, code] of Object.entries(codes) as [AddressField, string][]) {
        found[field] = t(fieldMessageId(field, code));
      }
      showErrors(found, codes);
      return;
    }
    const typed: AccountAddressInput = { ...parsed.data };
    const zip = zipError(typed.zip);
    if (zip) {
      showErrors({ zip: zip.message }, { zip: zip.code });
      return;
    }
    setBusy(true);
    const result = await validate(typed);
    setBusy(false);
    if (!result) return;
    const question = addressQuestionOf(typed, result, (option) => !zipError(option.zip));
    if (question.kind === 'choose') {
      setStage({
        kind: 'choose',
        typed,
        options: question.options,
        unverified: question.unverified,
      });
      return;
    }
    await save(typed);
  };

  if (stage.kind === 'choose') {
    return (
      <>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <AddressSuggestions
          typed={stage.typed}
          options={stage.options}
          unverified={stage.unverified}
          busy={busy}
          onUse={(address) => void save(address)}
          onEdit={() => {
            setStage({ kind: 'form' });
            setFocusFirst((count) => count + 1);
          }}
        />
      </>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {props.before}
      {props.withoutAddress ? null : (
        <AddressFields
          country={props.country}
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'account.dialog.saving' : 'account.save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
