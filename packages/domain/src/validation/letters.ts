/**
 * Canada's forms accept the accented Latin letters À–ÿ (French names, streets and cities).
 * The multiplication and division signs sit inside that block and are left out.
 */
export const CA_ACCENTED_LETTERS = 'À-ÖØ-öø-ÿ';

/**
 * Letter classes for the field patterns: ASCII letters, plus the accented ones in Canada.
 * Plain strings (not a function call) so bundlers can drop the patterns a page does not use.
 */
export const US_LETTER_CLASS = 'A-Za-z';
export const CA_LETTER_CLASS = 'A-Za-zÀ-ÖØ-öø-ÿ';
