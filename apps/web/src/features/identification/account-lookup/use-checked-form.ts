import type { FieldErrorCode } from '@orbit/domain';
import { useCallback, useEffect, useState } from 'react';
import { useFocusInvalid } from '../../../shared/ui/index.ts';

export type CheckedErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

/**
 * The state of a lookup form whose fields are checked on blur and all together on submit
 * (flows §1.3): typing clears the field's error, leaving it shows the rule's verdict, a refused
 * submit moves focus to the first invalid field. `serverErrors` (a backstop: the server runs the
 * same rules) are shown as they arrive.
 */
export function useCheckedForm<Field extends string>(
  initial: Record<Field, string>,
  check: (values: Record<Field, string>) => CheckedErrors<Field>,
  serverErrors?: CheckedErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CheckedErrors<Field>>({});
  const { formRef, focusInvalid } = useFocusInvalid();

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      focusInvalid();
    }
  }, [serverErrors, focusInvalid]);

  const set = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const blur = (field: Field) => {
    const code = check(values)[field];
    setErrors((current) => ({ ...current, [field]: code }));
  };

  /** The errors of a submit that must not go on (focus moved to the first); null when valid. */
  const submit = (): CheckedErrors<Field> | null => {
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusInvalid();
      return found;
    }
    return null;
  };

  return { values, errors, set, blur, submit, formRef };
}
