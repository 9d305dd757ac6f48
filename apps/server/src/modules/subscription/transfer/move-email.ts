import { formatMoney, type Locale, type TermTransfer } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type MoveConfirmationParams = {
  firstName: string;
  kind: 'SERVICE_CONTINUITY' | 'SERVICE_PORTABILITY' | 'RADIO_SWAP';
  newRadioIdLastFour: string;
  oldRadioIdLastFour: string;
  transfer: TermTransfer;
};

const day = (isoDay: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

function english(locale: 'en-US' | 'en-CA') {
  return (p: MoveConfirmationParams) => ({
    subject: 'Your Orbit Radio plan has moved',
    paragraphs: [
      `Hi ${p.firstName}, ${p.transfer.planName} now plays on your radio ending in ${p.newRadioIdLastFour}.`,
      `${p.transfer.remainingDays === 1 ? 'The 1 day' : `The ${p.transfer.remainingDays} days`} left of what you paid for came with it; nothing was charged.`,
      p.kind === 'SERVICE_PORTABILITY'
        ? `Your radio ending in ${p.oldRadioIdLastFour} stays on your account without service.`
        : `Your radio ending in ${p.oldRadioIdLastFour} has been closed and taken off your account.`,
      p.transfer.nextBill
        ? `Your next bill: ${formatMoney(p.transfer.nextBill.amount, locale)} on ${day(p.transfer.nextBill.date, locale)}.`
        : `Your plan runs until ${day(p.transfer.paidThrough, locale)}.`,
    ],
  });
}

/** The email a plan move sends (ADR 068), in the customer's language. */
export const MOVE_CONFIRMATION: { name: string; text: Localized<MoveConfirmationParams> } = {
  name: 'subscription-move-confirmation',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre forfait Orbit Radio a été transféré',
      paragraphs: [
        `Bonjour ${p.firstName}, ${p.transfer.planName} joue maintenant sur votre radio se terminant par ${p.newRadioIdLastFour}.`,
        `${p.transfer.remainingDays === 1 ? 'Le jour payé qui restait a suivi' : `Les ${p.transfer.remainingDays} jours payés qui restaient ont suivi`}; rien n’a été facturé.`,
        p.kind === 'SERVICE_PORTABILITY'
          ? `Votre radio se terminant par ${p.oldRadioIdLastFour} reste à votre compte, sans service.`
          : `Votre radio se terminant par ${p.oldRadioIdLastFour} a été fermée et retirée de votre compte.`,
        p.transfer.nextBill
          ? `Votre prochaine facture : ${formatMoney(p.transfer.nextBill.amount, 'fr-CA')} le ${day(p.transfer.nextBill.date, 'fr-CA')}.`
          : `Votre forfait est en vigueur jusqu’au ${day(p.transfer.paidThrough, 'fr-CA')}.`,
      ],
    }),
  },
};
