import {
  answerChangeEntry,
  answerMultiRadio,
  answerRenewal,
  answerTransfer,
  answerVip,
} from './answers.ts';
import { type Case, ERROR, flagged, page, Q } from './route-walk.ts';

const renewalPage = (path: string, lands = path): Case => ({
  ...page(path, 'renewal.hero.title', lands),
  answer: answerRenewal,
});
const VIP_LINK = '?programCode=USPVIP&token=oet1.vip';
const changePage = (path: string, heading: Case['heading']): Case => ({
  ...page(`${path}?subscriptionId=sub_1`, heading),
  answer: answerChangeEntry,
});

const ACSC = '?token=acsc.link';
const transferPage = (
  path: string,
  heading: Case['heading'],
  lands = path,
  result: Parameters<typeof answerTransfer>[0] = 'SUCCESS',
): Case => ({ ...page(path, heading, lands), answer: answerTransfer(result) });

/**
 * Transfer and swap (flows §8.1, ADR 069): `/transfer` is the add-radio page's door; each
 * identification result has its page; swap, port and the flow's own pages; any other path under
 * it is no page of ours.
 */
const TRANSFER_CASES: Case[] = [
  transferPage('/transfer', 'transfer.title', '/transfer/radio'),
  transferPage('/transfer/radio', 'transfer.title'),
  transferPage(`/transfer${ACSC}`, 'transfer.title', `/transfer/radio${ACSC}`),
  transferPage(`/transfer/radio${ACSC}`, 'transfer.title'),
  transferPage(`/transfer/radio${ACSC}`, 'transfer.title', undefined, 'INVALID_ACSC_TOKEN'),
  transferPage(
    `/transfer/radio${ACSC}`,
    'transfer.consolidated.title',
    `/transfer/radio/consolidated${ACSC}`,
    'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON',
  ),
  transferPage(
    `/transfer/radio${ACSC}`,
    'transfer.offer.title',
    `/transfer/radio/consolidated-offer${ACSC}`,
    'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON',
  ),
  transferPage(
    `/transfer/radio${ACSC}`,
    'transfer.lookup.title',
    `/transfer/radio/lookup${ACSC}`,
    'NO_TRIAL_RADIO_ID',
  ),
  transferPage(`/transfer/radio/lookup${ACSC}`, 'transfer.lookup.title'),
  transferPage(`/transfer/radio/port${ACSC}`, 'transfer.port.title'),
  transferPage(`/transfer/radio/swap${ACSC}`, 'transfer.swap.title'),
  // Nothing placed this visit: thanks and checkout go back to their flow's first page.
  transferPage(`/transfer/radio/thanks${ACSC}`, 'transfer.title', `/transfer/radio${ACSC}`),
  transferPage(
    `/transfer/radio/swap/checkout${ACSC}`,
    'transfer.swap.title',
    `/transfer/radio/swap${ACSC}`,
  ),
  transferPage(`/transfer/radio/error${ACSC}`, 'transfer.error.title'),
  {
    ...page('/transfer/radio/oac-redirect', 'transfer.oac.title'),
    external: 'https://account.orbitradio.com/',
  },
  { path: '/transfer/radio/no-such-page', ...ERROR },
  { path: '/transfer/elsewhere', ...ERROR },
];

/** The account's purchase and change pages: renewal, upgrades, VIP, multi-radio, change, cancel. */
export const SUBSCRIPTION_CASES: Case[] = [
  ...TRANSFER_CASES,
  ...flagged(
    '/account/subscription/cancel-targeted',
    'enableTargetedCancel',
    'route.targetedCancel.title',
    ERROR,
  ),
  ...flagged(
    '/account/subscription/change-targeted',
    'enableTargetedChange',
    'route.targetedChange.title',
    ERROR,
  ).map((c) =>
    c.flag?.on
      ? {
          ...c,
          path: `${c.path}&subscriptionId=sub_1`,
          lands: `${c.lands}&subscriptionId=sub_1`,
          answer: answerChangeEntry,
        }
      : c,
  ),
  // The upgrade pages are a tier-up or full-price link's (flows §4.4): the bare path is not one.
  { path: '/subscribe/checkout/upgrade', ...ERROR },
  // Platinum VIP is a link's (flows §4.5): without its token and program code, its default error.
  page('/subscribe/upgrade-vip', 'vip.problem.title', '/subscribe/upgrade-vip/error'),
  { ...page(`/subscribe/upgrade-vip${VIP_LINK}`, 'vip.hero.title'), answer: answerVip },
  { path: `/subscribe/upgrade-vip/nowhere${VIP_LINK}`, ...ERROR },
  {
    ...page('/subscribe/multi-subscription-purchase', 'multiRadio.title'),
    answer: answerMultiRadio,
  },
  // Renewal needs its campaign's program code (flows §4.1): without one, the plain way in.
  page('/subscribe/checkout/renewal/flepz', 'checkout.chooser.title', '/subscribe'),
  renewalPage('/subscribe/checkout/renewal/flepz?programcode=PROG1&renewalcode=CHOICE'),
  page('/subscribe/checkout/renewal', 'checkout.chooser.title', '/subscribe'),
  page(`/subscribe/checkout/renewal${Q}`, 'renewal.problem.unknownCode.title'),
  changePage('/subscription/change', 'route.changeSubscription.title'),
  changePage('/subscription/change-term', 'route.changeTerm.title'),
  // Cancel needs the subscription it cancels (flows §5.2): without one, the error page.
  { path: '/subscription/cancel', ...ERROR },
  renewalPage(
    '/subscribe/checkout/renewal/flepz/thanks?programcode=PROG1&renewalcode=CHOICE',
    '/subscribe/checkout/renewal/flepz?programcode=PROG1&renewalcode=CHOICE',
  ),
  // Query-driven redirect: a renewal code on the lookup page opens the renewal
  renewalPage(
    `/subscribe/checkout/flepz?renewalcode=choice&programcode=PROG1`,
    '/subscribe/checkout/renewal/flepz?renewalcode=choice&programcode=PROG1',
  ),
];
