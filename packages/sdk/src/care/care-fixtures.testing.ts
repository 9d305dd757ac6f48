import type {
  CampaignContent,
  CareOffersResult,
  OrderQuote,
  PresentedOffer,
  PurchaseResult,
  Quote,
} from '@orbit/domain';
import { STREAMING_TRIAL_OFFER } from '@orbit/domain/testing';

/** Answers of the care API in the shapes the domain schemas accept, for the SDK's tests. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export const offer: PresentedOffer = STREAMING_TRIAL_OFFER;

export const offersResult: CareOffersResult = {
  offers: [offer],
  leadPlanCode: offer.planCode,
  presentmentTestCell: null,
};

export const campaign: CampaignContent = {
  id: 'stream_3mo_free',
  kind: 'sales',
  salesHero: { title: '3 months free', subtitle: 'Then $10.99/mo', image: null },
  bullets: ['Ad-free music'],
  packageHighlights: [],
  listeningOptions: [{ icon: 'phone', label: 'On your phone' }],
  deals: [],
  confirmationHero: null,
  legal: null,
};

export const quote: Quote = {
  currency: 'USD',
  details: [],
  fees: [],
  taxes: [],
  subtotal: usd(0),
  totalAmount: usd(0),
  currentBalance: usd(0),
};

export const orderQuote: OrderQuote = { currentQuote: quote, revenueStatus: 'Deferred' };

export const purchaseResult: PurchaseResult = {
  status: 'SUCCESS',
  orderId: 'ord_1',
  accountNumber: '10000001',
  subscriptionId: 'sub_1',
  radioId: null,
  radioIdLastFour: null,
  email: 'new@orbitradio.test',
  maskedUsername: 'n**@orbitradio.test',
  isUserNameSameAsEmail: true,
  isOfferStreamingEligible: true,
  isEligibleForRegistration: false,
  isRefreshAllowed: false,
  invoiceNumber: null,
  amountCharged: usd(0),
  giftCardAmountApplied: usd(0),
  campaignId: 'stream_3mo_free',
};
