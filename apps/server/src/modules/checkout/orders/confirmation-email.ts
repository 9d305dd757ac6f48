import { formatMoney, type Locale, type Money } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type OrderConfirmationParams = {
  firstName: string;
  planName: string;
  /** Left out for a buyer who has not shown they hold the account (a radio holder). */
  accountNumber: string | null;
  /** When the plan starts, if later than today (a paid plan following a trial). */
  startsOn: Date | null;
  amountCharged: Money;
  giftCardApplied: Money;
  /** None when nothing was charged for a plan following a trial. */
  invoiceNumber: string | null;
  /** The sign-in to listen with (masked), when one was created. */
  maskedUsername: string | null;
  /** A radio's last four, for a satellite plan. */
  radioIdLastFour: string | null;
};

const money = (amount: Money, locale: Locale) => formatMoney(amount, locale);
const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** "Account number: … Invoice: …", with whichever of the two the order has. */
function references(p: OrderConfirmationParams, labels: { account: string; invoice: string }) {
  const parts = [
    p.accountNumber ? `${labels.account}${p.accountNumber}.` : null,
    p.invoiceNumber ? `${labels.invoice}${p.invoiceNumber}.` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? [parts.join(' ')] : [];
}

function english(locale: 'en-US' | 'en-CA') {
  return (p: OrderConfirmationParams) => ({
    subject: 'Your Orbit Radio order is confirmed',
    paragraphs: [
      `Hi ${p.firstName}, thank you for subscribing to ${p.planName}.`,
      ...(p.startsOn
        ? [`Your paid plan starts when your trial ends, on ${day(p.startsOn, locale)}.`]
        : []),
      ...references(p, { account: 'Account number: ', invoice: 'Invoice: ' }),
      `Charged to your card today: ${money(p.amountCharged, locale)}.` +
        (p.giftCardApplied.amountMinor > 0
          ? ` Paid with your gift card: ${money(p.giftCardApplied, locale)}.`
          : ''),
      ...(p.radioIdLastFour ? [`Radio ending in ${p.radioIdLastFour}.`] : []),
      ...(p.maskedUsername ? [`Sign in to listen with: ${p.maskedUsername}`] : []),
      locale === 'en-CA'
        ? 'Your plan renews automatically. You can cancel online at any time, or contact our Customer Care centre.'
        : 'Your plan renews automatically. You can cancel online at any time, or contact Customer Care.',
    ],
  });
}

/** The email a confirmed purchase sends, in the customer's language (no card data, no secret). */
export const ORDER_CONFIRMATION: { name: string; text: Localized<OrderConfirmationParams> } = {
  name: 'order-confirmation',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre commande Orbit Radio est confirmée',
      paragraphs: [
        `Bonjour ${p.firstName}, merci de vous être abonné à ${p.planName}.`,
        ...(p.startsOn
          ? [
              `Votre forfait payant commence à la fin de votre essai, le ${day(p.startsOn, 'fr-CA')}.`,
            ]
          : []),
        ...references(p, { account: 'Numéro de compte : ', invoice: 'Facture : ' }),
        `Montant porté à votre carte aujourd’hui : ${money(p.amountCharged, 'fr-CA')}.` +
          (p.giftCardApplied.amountMinor > 0
            ? ` Payé avec votre carte-cadeau : ${money(p.giftCardApplied, 'fr-CA')}.`
            : ''),
        ...(p.radioIdLastFour ? [`Radio se terminant par ${p.radioIdLastFour}.`] : []),
        ...(p.maskedUsername ? [`Pour écouter, connectez-vous avec : ${p.maskedUsername}`] : []),
        'Votre forfait se renouvelle automatiquement. Vous pouvez l’annuler en ligne en tout temps ou communiquer avec notre service à la clientèle.',
      ],
    }),
  },
};
