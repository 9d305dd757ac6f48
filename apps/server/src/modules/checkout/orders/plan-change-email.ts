import { formatMoney, type Locale, type Money } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type PlanChangeConfirmationParams = {
  firstName: string;
  fromPlanName: string;
  toPlanName: string;
  /** The day the new plan starts (today, or the next renewal). */
  effectiveOn: Date;
  startsToday: boolean;
  amountCharged: Money;
  /** Left on the account when the credit for the unused days exceeded the charge. */
  accountCredit: Money;
  nextBill: { date: Date; amount: Money };
  invoiceNumber: string | null;
};

const money = (amount: Money, locale: Locale) => formatMoney(amount, locale);
const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: PlanChangeConfirmationParams) => ({
    subject: 'Your Orbit Radio plan change is confirmed',
    paragraphs: [
      p.startsToday
        ? `Hi ${p.firstName}, your plan changed from ${p.fromPlanName} to ${p.toPlanName} today.`
        : `Hi ${p.firstName}, your plan changes from ${p.fromPlanName} to ${p.toPlanName} on ${day(p.effectiveOn, locale)}.`,
      `Charged to your card today: ${money(p.amountCharged, locale)}.`,
      ...(p.accountCredit.amountMinor > 0
        ? [`Credit left on your account: ${money(p.accountCredit, locale)}.`]
        : []),
      `Your next bill: ${money(p.nextBill.amount, locale)} on ${day(p.nextBill.date, locale)}.`,
      ...(p.invoiceNumber ? [`Invoice: ${p.invoiceNumber}.`] : []),
      locale === 'en-CA'
        ? 'You can change or cancel your plan online at any time, or contact our Customer Care centre.'
        : 'You can change or cancel your plan online at any time, or contact Customer Care.',
    ],
  });
}

/** The email a confirmed plan change sends, in the account's language. */
export const PLAN_CHANGE_CONFIRMATION: {
  name: string;
  text: Localized<PlanChangeConfirmationParams>;
} = {
  name: 'plan-change-confirmation',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Le changement de votre forfait Orbit Radio est confirmé',
      paragraphs: [
        p.startsToday
          ? `Bonjour ${p.firstName}, votre forfait est passé aujourd’hui de ${p.fromPlanName} à ${p.toPlanName}.`
          : `Bonjour ${p.firstName}, votre forfait passera de ${p.fromPlanName} à ${p.toPlanName} le ${day(p.effectiveOn, 'fr-CA')}.`,
        `Montant porté à votre carte aujourd’hui : ${money(p.amountCharged, 'fr-CA')}.`,
        ...(p.accountCredit.amountMinor > 0
          ? [`Crédit laissé à votre compte : ${money(p.accountCredit, 'fr-CA')}.`]
          : []),
        `Votre prochaine facture : ${money(p.nextBill.amount, 'fr-CA')} le ${day(p.nextBill.date, 'fr-CA')}.`,
        ...(p.invoiceNumber ? [`Facture : ${p.invoiceNumber}.`] : []),
        'Vous pouvez changer ou annuler votre forfait en ligne en tout temps ou communiquer avec notre service à la clientèle.',
      ],
    }),
  },
};
