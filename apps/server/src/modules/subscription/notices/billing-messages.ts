import { formatMoney, type Locale, type Money } from '@orbit/domain';
import type { Localized, MessageText } from '../../identity/index.ts';

/** A long date in the customer's language, read in UTC (bills are dated by UTC day). */
export const longDay = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const NBSP = '\u00a0';

export type ReceiptParams = {
  firstName: string;
  planName: string;
  amount: Money;
  paidOn: Date;
  invoiceNumber: string;
  cardLastFour: string | null;
  accountHref: string;
};

export type TrialConversionParams = {
  firstName: string;
  planName: string;
  price: Money;
  convertsOn: Date;
  cancelHref: string;
};

export type PromoStepUpParams = {
  firstName: string;
  planName: string;
  price: Money;
  stepsUpOn: Date;
  accountHref: string;
};

export type CardExpiryParams = {
  firstName: string;
  brand: string;
  cardLastFour: string;
  /** The card's last valid month, e.g. "November 2026". */
  expires: Date;
  updateHref: string;
};

export type PaymentDeclinedParams = {
  firstName: string;
  planName: string;
  amount: Money;
  /** When we try again; null after the last try (the account is past due). */
  nextTryOn: Date | null;
  payHref: string;
};

export type SuspendedParams = {
  firstName: string;
  planName: string;
  amount: Money;
  payHref: string;
};

export type ConsentRequestParams = {
  firstName: string;
  planName: string;
  price: Money;
  convertsOn: Date;
  consentHref: string;
};

const month = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

function both<P>(
  english: (locale: Locale) => (p: P) => MessageText,
  french: (p: P) => MessageText,
) {
  return {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': french,
  } satisfies Localized<P>;
}

/** The receipt after each paid charge (a period's charge or a retry that went through). */
export const PAYMENT_RECEIPT: Localized<ReceiptParams> = both(
  (locale) => (p) => ({
    subject: `Your Orbit Radio receipt: ${formatMoney(p.amount, locale)}`,
    paragraphs: [
      `Hi ${p.firstName}, thank you: we received ${formatMoney(p.amount, locale)} for ${p.planName} on ${longDay(p.paidOn, locale)}.`,
      p.cardLastFour
        ? `Paid with your card ending in ${p.cardLastFour}. Invoice ${p.invoiceNumber}.`
        : `Invoice ${p.invoiceNumber}.`,
    ],
    link: { href: p.accountHref, label: 'See your bills' },
  }),
  (p) => ({
    subject: `Votre reçu Orbit Radio${NBSP}: ${formatMoney(p.amount, 'fr-CA')}`,
    paragraphs: [
      `Bonjour ${p.firstName}, merci${NBSP}: nous avons reçu ${formatMoney(p.amount, 'fr-CA')} pour ${p.planName} le ${longDay(p.paidOn, 'fr-CA')}.`,
      p.cardLastFour
        ? `Payé avec votre carte se terminant par ${p.cardLastFour}. Facture ${p.invoiceNumber}.`
        : `Facture ${p.invoiceNumber}.`,
    ],
    link: { href: p.accountHref, label: 'Voir vos factures' },
  }),
);

/** Before a trial becomes paid: the price, the date and a one-click way to cancel. */
export const TRIAL_CONVERSION_NOTICE: Localized<TrialConversionParams> = both(
  (locale) => (p) => ({
    subject: `Your Orbit Radio trial becomes paid on ${longDay(p.convertsOn, locale)}`,
    paragraphs: [
      `Hi ${p.firstName}, your trial ends on ${longDay(p.convertsOn, locale)}. From that day ${p.planName} costs ${formatMoney(p.price, locale)} per period, charged to your card on file.`,
      'Nothing to do if you want to keep listening. If you don’t, cancel before that day and nothing is charged.',
    ],
    link: { href: p.cancelHref, label: 'Cancel my trial' },
  }),
  (p) => ({
    subject: `Votre essai Orbit Radio devient payant le ${longDay(p.convertsOn, 'fr-CA')}`,
    paragraphs: [
      `Bonjour ${p.firstName}, votre essai se termine le ${longDay(p.convertsOn, 'fr-CA')}. À compter de ce jour, ${p.planName} coûte ${formatMoney(p.price, 'fr-CA')} par période, porté à votre carte au dossier.`,
      'Rien à faire si vous voulez continuer d’écouter. Sinon, annulez avant cette date et rien ne vous sera facturé.',
    ],
    link: { href: p.cancelHref, label: 'Annuler mon essai' },
  }),
);

/** Before a prepaid promo ends and the plan steps up to its full price. */
export const PROMO_STEP_UP_NOTICE: Localized<PromoStepUpParams> = both(
  (locale) => (p) => ({
    subject: `Your Orbit Radio promotional price ends on ${longDay(p.stepsUpOn, locale)}`,
    paragraphs: [
      `Hi ${p.firstName}, the promotional price of ${p.planName} ends on ${longDay(p.stepsUpOn, locale)}.`,
      `From that day it renews at ${formatMoney(p.price, locale)} per period, charged to your card on file. You can change or cancel your plan before then.`,
    ],
    link: { href: p.accountHref, label: 'Manage my plan' },
  }),
  (p) => ({
    subject: `Votre prix promotionnel Orbit Radio prend fin le ${longDay(p.stepsUpOn, 'fr-CA')}`,
    paragraphs: [
      `Bonjour ${p.firstName}, le prix promotionnel de ${p.planName} prend fin le ${longDay(p.stepsUpOn, 'fr-CA')}.`,
      `À compter de ce jour, il se renouvelle à ${formatMoney(p.price, 'fr-CA')} par période, porté à votre carte au dossier. Vous pouvez changer ou annuler votre forfait d’ici là.`,
    ],
    link: { href: p.accountHref, label: 'Gérer mon forfait' },
  }),
);

/** Before the card on file expires (spec 001 §4 card expiry check: aboutToExpire). */
export const CARD_EXPIRY_NOTICE: Localized<CardExpiryParams> = both(
  (locale) => (p) => ({
    subject: 'Your card on file with Orbit Radio is about to expire',
    paragraphs: [
      `Hi ${p.firstName}, your ${p.brand} card ending in ${p.cardLastFour} expires after ${month(p.expires, locale)}.`,
      'Update it so your subscription keeps playing without a break.',
    ],
    link: { href: p.updateHref, label: 'Update my card' },
  }),
  (p) => ({
    subject: 'Votre carte au dossier chez Orbit Radio expire bientôt',
    paragraphs: [
      `Bonjour ${p.firstName}, votre carte ${p.brand} se terminant par ${p.cardLastFour} expire après ${month(p.expires, 'fr-CA')}.`,
      'Mettez-la à jour pour que votre abonnement continue sans interruption.',
    ],
    link: { href: p.updateHref, label: 'Mettre ma carte à jour' },
  }),
);

/** Each declined attempt of a period's charge: when we try again, or that the account is past due. */
export const PAYMENT_DECLINED: Localized<PaymentDeclinedParams> = both(
  (locale) => (p) => ({
    subject: 'Your Orbit Radio payment was declined',
    paragraphs: [
      `Hi ${p.firstName}, we could not charge ${formatMoney(p.amount, locale)} for ${p.planName} to your card on file.`,
      p.nextTryOn
        ? `We will try again on ${longDay(p.nextTryOn, locale)}. To avoid an interruption, pay now or update your card.`
        : 'This was our last try: your account is past due, and your radio will be suspended unless the balance is paid.',
    ],
    link: { href: p.payHref, label: 'Pay my balance' },
  }),
  (p) => ({
    subject: 'Votre paiement Orbit Radio a été refusé',
    paragraphs: [
      `Bonjour ${p.firstName}, nous n’avons pas pu porter ${formatMoney(p.amount, 'fr-CA')} pour ${p.planName} à votre carte au dossier.`,
      p.nextTryOn
        ? `Nous réessaierons le ${longDay(p.nextTryOn, 'fr-CA')}. Pour éviter une interruption, payez maintenant ou mettez votre carte à jour.`
        : `C’était notre dernier essai${NBSP}: votre compte est en souffrance, et votre radio sera suspendue si le solde n’est pas payé.`,
    ],
    link: { href: p.payHref, label: 'Payer mon solde' },
  }),
);

/** The radio's service suspended for non-payment, and how to bring it back at once. */
export const SERVICE_SUSPENDED: Localized<SuspendedParams> = both(
  (locale) => (p) => ({
    subject: 'Your Orbit Radio service is suspended',
    paragraphs: [
      `Hi ${p.firstName}, ${p.planName} is suspended because ${formatMoney(p.amount, locale)} is past due.`,
      'Pay the balance and your service comes back at once.',
    ],
    link: { href: p.payHref, label: 'Pay my balance' },
  }),
  (p) => ({
    subject: 'Votre service Orbit Radio est suspendu',
    paragraphs: [
      `Bonjour ${p.firstName}, ${p.planName} est suspendu parce que ${formatMoney(p.amount, 'fr-CA')} est en souffrance.`,
      'Payez le solde et votre service revient aussitôt.',
    ],
    link: { href: p.payHref, label: 'Payer mon solde' },
  }),
);

const frenchConsent = (p: ConsentRequestParams): MessageText => ({
  subject: `Votre consentement est requis pour continuer après votre essai Orbit Radio`,
  paragraphs: [
    `Bonjour ${p.firstName}, votre essai gratuit de ${p.planName} se termine le ${longDay(p.convertsOn, 'fr-CA')}.`,
    `Pour qu’il se poursuive au prix de ${formatMoney(p.price, 'fr-CA')} par période, nous avons besoin de votre consentement exprès. Sans lui, votre essai prend fin à cette date et rien ne vous est facturé.`,
  ],
  link: { href: p.consentHref, label: 'Donner mon consentement' },
});

/**
 * The Quebec consent request, French first (the reference text): a customer reading in French
 * gets it in French; one reading in English gets the French text followed by the English one.
 */
export const CONVERSION_CONSENT_REQUEST: Localized<ConsentRequestParams> = {
  'fr-CA': frenchConsent,
  'en-CA': (p) => {
    const french = frenchConsent(p);
    return {
      subject: `${french.subject} / Your consent is needed to continue after your Orbit Radio trial`,
      paragraphs: [
        ...french.paragraphs,
        `Hi ${p.firstName}, your free trial of ${p.planName} ends on ${longDay(p.convertsOn, 'en-CA')}.`,
        `For it to continue at ${formatMoney(p.price, 'en-CA')} per period, we need your express consent. Without it, your trial ends on that day and nothing is charged.`,
      ],
      link: { href: p.consentHref, label: 'Donner mon consentement / Give my consent' },
    };
  },
  'en-US': (p) => ({
    subject: 'Your consent is needed to continue after your Orbit Radio trial',
    paragraphs: [
      `Hi ${p.firstName}, your free trial of ${p.planName} ends on ${longDay(p.convertsOn, 'en-US')}.`,
      `For it to continue at ${formatMoney(p.price, 'en-US')} per period, we need your express consent. Without it, your trial ends on that day and nothing is charged.`,
    ],
    link: { href: p.consentHref, label: 'Give my consent' },
  }),
};

/** Every billing notice, by the name the outbox and the mailbox show (ADR 075). */
export const BILLING_TEMPLATES = {
  receipt: { name: 'payment-receipt', text: PAYMENT_RECEIPT },
  trialConversion: { name: 'trial-conversion-notice', text: TRIAL_CONVERSION_NOTICE },
  promoStepUp: { name: 'promo-step-up-notice', text: PROMO_STEP_UP_NOTICE },
  cardExpiry: { name: 'card-expiry-notice', text: CARD_EXPIRY_NOTICE },
  paymentDeclined: { name: 'payment-declined', text: PAYMENT_DECLINED },
  suspended: { name: 'service-suspended', text: SERVICE_SUSPENDED },
  consentRequest: { name: 'conversion-consent-request', text: CONVERSION_CONSENT_REQUEST },
} as const;
