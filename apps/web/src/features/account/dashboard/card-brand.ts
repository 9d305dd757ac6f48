/** Brand names as printed on cards; the back end may send a code (VS, MC) or a name in any case. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  vs: 'Visa',
  mastercard: 'Mastercard',
  mc: 'Mastercard',
  amex: 'American Express',
  ax: 'American Express',
  'american express': 'American Express',
  discover: 'Discover',
  ds: 'Discover',
  diners: 'Diners Club',
  dc: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  up: 'UnionPay',
};

export function cardBrandName(type: string): string {
  return BRAND_NAMES[type.trim().toLowerCase()] ?? type;
}
