import { answerStreamingTrial, atDealer } from './answers.ts';
import { type Case, ERROR, flagged, page, Q } from './route-walk.ts';

const TWO_STEP = '/activate/trial/flepz';
const FIND_YOUR_RADIO = 'activation.twoStep.title';

/** The trials' rows: activation, a dealer's SL2C pages, the one-click link, the streaming trial. */
export const ACTIVATION_CASES: Case[] = [
  // The streaming trial (ADR 057): its link's code opens its roll-to-drop offer.
  ...flagged(
    '/subscribe/checkout/trial/streaming',
    'enableStreamingOrganicTrialRTDNonAccordion',
    'trial.offer.title',
    { lands: `/subscribe/trial/streaming${Q}`, heading: 'trial.offer.title' },
  ).map((c) => ({ ...c, answer: answerStreamingTrial })),
  // Without a token, the targeted link (flag on) and the one-step flow it falls back to (flag
  // off) both find the radio instead, query kept.
  {
    path: `/activate/trial/targeted${Q}`,
    flag: { name: 'enableTargetedTrialActivation', on: true },
    lands: `${TWO_STEP}${Q}`,
    heading: FIND_YOUR_RADIO,
  },
  {
    path: `/activate/trial/targeted${Q}`,
    flag: { name: 'enableTargetedTrialActivation', on: false },
    lands: `${TWO_STEP}${Q}`,
    heading: FIND_YOUR_RADIO,
  },
  ...flagged('/activate/trial/service-lane/new', 'enableSl2c', 'usedCar.sl2c.serviceLane.title', {
    lands: `/activate/trial/service-lane${Q}`,
    heading: 'usedCar.sl2c.serviceLane.title',
  }).map(atDealer),
  ...flagged(
    '/activate/trial/used-vehicle/new',
    'enableSl2cUsedVehicle',
    'usedCar.sl2c.usedVehicle.title',
    {
      lands: `/activate/trial/used-vehicle${Q}`,
      heading: 'usedCar.sl2c.usedVehicle.title',
    },
  ).map(atDealer),
  page('/activate/trial/targeted-oem', FIND_YOUR_RADIO, TWO_STEP),
  page('/activate', FIND_YOUR_RADIO, TWO_STEP),
  // An old or mistyped activation link starts the activation, never the stand-in
  page('/activate/no-such-flow', FIND_YOUR_RADIO, TWO_STEP),
  // The service lane's one-click link needs its cna_id (flows §3.5).
  { path: '/subscribe/oneclick', ...ERROR },
  page('/subscribe/trial', 'activation.start.title'),
  atDealer(
    page('/activate/trial/service-lane?programcode=PROG1', 'usedCar.sl2c.serviceLane.title'),
  ),
  { ...page('/subscribe/trial/streaming', 'trial.offer.title'), answer: answerStreamingTrial },
  // A link whose code opens no trial: the trial's generic error page (flows §3.6).
  page(
    `/subscribe/trial/streaming${Q}`,
    'checkout.errorPage.generic-error.title',
    `/subscribe/trial/streaming/generic-error${Q}`,
  ),
  // Nothing under the trial is a stand-in: unknown paths are no page of ours.
  { path: '/subscribe/trial/streaming/no-such-page', ...ERROR },
  { path: '/subscribe/trial/streaming/no-such/page', ...ERROR },
  { path: '/subscribe/trial/no-such-page', ...ERROR },
];
