import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';

/** The fields of the account forms that have their own words for "missing" and "wrong". */
export type AccountField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'nickname'
  | 'reason';

/** The message id for a field's error code: the field's own words, shared ones for the rest. */
export function fieldMessageId(field: AccountField, code: FieldErrorCode | string): string {
  switch (code) {
    case FIELD_ERROR_CODES.REQUIRED:
      return `account.field.${field}.required`;
    case FIELD_ERROR_CODES.TOO_LONG:
      return field === 'nickname' ? 'account.field.nickname.tooLong' : 'account.field.tooLong';
    case FIELD_ERROR_CODES.TOO_SHORT:
      return 'account.field.tooShort';
    case FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED:
      return 'account.field.cardData';
    default:
      return `account.field.${field}.invalid`;
  }
}
