import {
  type CancelReasonChoice,
  cancelReasonChoiceSchema,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  OTHER_REASON_TEXT_MAX,
} from '@orbit/domain';
import type { FormCheck } from '../../../shared/forms/index.ts';

/** What the "Before you go…" form holds: a reason, and the customer's words for OTHER. */
export interface ReasonValues {
  reasonCode: string;
  otherReasonText: string;
}

/**
 * A reason must be chosen; OTHER needs 1–500 characters of the customer's own words (trimmed);
 * any other reason sends no text. The domain's `cancelReasonChoiceSchema` makes the entry.
 */
export const checkReasonEntry: FormCheck<ReasonValues, CancelReasonChoice> = (values) => {
  const text = values.otherReasonText.trim();
  const errors: Partial<Record<keyof ReasonValues, FieldErrorCode>> = {};
  if (!values.reasonCode) errors.reasonCode = FIELD_ERROR_CODES.REQUIRED;
  if (values.reasonCode === 'OTHER' && text === '') {
    errors.otherReasonText = FIELD_ERROR_CODES.REQUIRED;
  }
  if (values.reasonCode === 'OTHER' && text.length > OTHER_REASON_TEXT_MAX) {
    errors.otherReasonText = FIELD_ERROR_CODES.TOO_LONG;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const choice = cancelReasonChoiceSchema.safeParse(
    values.reasonCode === 'OTHER'
      ? { reasonCode: 'OTHER', otherReasonText: text }
      : { reasonCode: values.reasonCode },
  );
  return choice.success
    ? { ok: true, values: choice.data }
    : { ok: false, errors: { reasonCode: FIELD_ERROR_CODES.INVALID } };
};
