import { formatMoney, type Locale, type Money } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type CancellationConfirmationParams = {
  firstName: string;
  planName: string;
  confirmationNumber: string;
  /** The day service stops (today for an immediate cancellation). */
  serviceEndsOn: Date;
  immediate: boolean;
  isTrial: boolean;
  refund: Money;
  /** The last day the refund should reach the card; null without a refund. */
  refundArrivesBy: Date | null;
  /** The card the refund goes back to, when there is one. */
  cardLastFour: string | null;
};

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: CancellationConfirmationParams) => ({
    subject: 'Your Orbit Radio cancellation is confirmed',
    paragraphs: [
      `Hi ${p.firstName}, we have cancelled ${p.planName}.`,
      `Confirmation number: ${p.confirmationNumber}.`,
      p.immediate
        ? `Your service ended today, ${day(p.serviceEndsOn, locale)}.`
        : `You keep listening until ${day(p.serviceEndsOn, locale)}; nothing more will be charged.` +
          (p.isTrial ? ' Your trial will not turn into a paid plan.' : ''),
      ...(p.refund.amountMinor > 0 && p.refundArrivesBy
        ? [
            `We are refunding ${formatMoney(p.refund, locale)} to your card` +
              (p.cardLastFour ? ` ending in ${p.cardLastFour}` : '') +
              `. It should arrive within 3 to 5 business days, by ${day(p.refundArrivesBy, locale)}.`,
          ]
        : []),
      p.immediate
        ? 'Changed your mind? You can subscribe again at any time.'
        : 'Changed your mind? Choose "Keep my subscription" in your account before that date.',
    ],
  });
}

/** The email a cancellation sends, in the customer's language (no card data beyond a last four). */
export const CANCELLATION_CONFIRMATION: {
  name: string;
  text: Localized<CancellationConfirmationParams>;
} = {
  name: 'cancellation-confirmation',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre annulation Orbit Radio est confirmée',
      paragraphs: [
        `Bonjour ${p.firstName}, nous avons annulé ${p.planName}.`,
        `Numéro de confirmation : ${p.confirmationNumber}.`,
        p.immediate
          ? `Votre service a pris fin aujourd’hui, le ${day(p.serviceEndsOn, 'fr-CA')}.`
          : `Vous continuez d’écouter jusqu’au ${day(p.serviceEndsOn, 'fr-CA')}; rien de plus ne sera facturé.` +
            (p.isTrial ? ' Votre essai ne deviendra pas un forfait payant.' : ''),
        ...(p.refund.amountMinor > 0 && p.refundArrivesBy
          ? [
              `Nous remboursons ${formatMoney(p.refund, 'fr-CA')} sur votre carte` +
                (p.cardLastFour ? ` se terminant par ${p.cardLastFour}` : '') +
                `. Le remboursement devrait arriver d’ici 3 à 5 jours ouvrables, au plus tard le ${day(p.refundArrivesBy, 'fr-CA')}.`,
            ]
          : []),
        p.immediate
          ? 'Vous avez changé d’avis? Vous pouvez vous réabonner en tout temps.'
          : 'Vous avez changé d’avis? Choisissez « Conserver mon abonnement » dans votre compte avant cette date.',
      ],
    }),
  },
};
