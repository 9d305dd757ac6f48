/**
 * How a charge on a card goes in the sandbox payment gateway (the embedded default). A real
 * gateway decides this itself; the sandbox follows the card numbers the payment industry's test
 * suites use, so demos and tests can provoke every branch of the checkout.
 */
export const CARD_CHARGE_OUTCOMES = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'fraud',
  'processing_error',
] as const;
export type CardChargeOutcome = (typeof CARD_CHARGE_OUTCOMES)[number];

export interface SandboxTestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  outcome: CardChargeOutcome;
}

/** Every other number that passes the Luhn check and a brand's prefix succeeds. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'succeeds' },
  { number: '6011111111111117', brand: 'discover', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
  { number: '4100000000000019', brand: 'visa', outcome: 'fraud' },
  { number: '4000000000000119', brand: 'visa', outcome: 'processing_error' },
];

export function sandboxOutcomeOfCard(digits: string): CardChargeOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'succeeds';
}
