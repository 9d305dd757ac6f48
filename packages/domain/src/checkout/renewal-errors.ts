/**
 * The refusals of a roll-to-choice renewal (flows §4.1) that no other checkout has, with their
 * HTTP status and care message key. Spread into PRODUCT_ERRORS.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const RENEWAL_ERRORS = {
  /**
   * The radio cannot take the chosen package (not capable, closed, other market, already on
   * it, nothing ending): the field error on `choicePlanCode` names which, as `offers/renewal`
   * told it.
   */
  RENEWAL_CHOICE_NOT_AVAILABLE: business(
    409,
    'error.code.renewal.choice.not.available',
    'This choice is not available for this radio.',
  ),
  /** The radio's running phase already has a renewal following it. */
  ALREADY_RENEWED: business(
    409,
    'error.code.renewal.already.renewed',
    'This radio has already been renewed.',
  ),
} as const;
