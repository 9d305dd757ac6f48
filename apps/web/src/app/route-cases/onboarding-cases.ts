import { withFakeSdkServices } from '../../testing/fake-identity-service.ts';
import { type Case, ERROR, flagged, page, Q } from './route-walk.ts';

/** Onboarding's rows (flows §8.5), and the device-linking pages under it (ADR 059). */
export const ONBOARDING_CASES: Case[] = [
  ...flagged(
    '/onboarding/device-linking-new-identity',
    'enableDeviceLinkingNewIdentity',
    'route.deviceLinkingNewIdentity.title',
    ERROR,
  ),
  ...flagged(
    '/onboarding/device-linking',
    'enableDeviceLinking',
    'route.deviceLinking.title',
    ERROR,
  ),
  // A deeper path under a device-linking page is no page of ours, whatever its flag says
  ...(['enableDeviceLinking', 'enableDeviceLinkingNewIdentity'] as const).flatMap((name) =>
    [true, false].map(
      (on): Case => ({
        path: `/onboarding/${name === 'enableDeviceLinking' ? 'device-linking' : 'device-linking-new-identity'}/no-such-step${Q}`,
        flag: { name, on },
        ...ERROR,
      }),
    ),
  ),
  // Onboarding (flows §8.5): the bare path finds the account, the link's query kept; the pages
  // that need a lookup behind them find the account too; any other path is no page of ours.
  page(`/onboarding${Q}`, 'onboarding.find.title', `/onboarding/setup-credentials${Q}`),
  page('/onboarding/setup-credentials', 'onboarding.find.title'),
  page('/onboarding/radio-id-lookup', 'onboarding.find.title'),
  page('/onboarding/setup-credentials/lookup', 'onboarding.find.title'),
  page('/onboarding/setup-credentials/tkn-lookup', 'onboarding.find.title'),
  page('/onboarding/no-match', 'onboarding.reason.noMatch.title'),
  page('/onboarding/existing-credentials', 'onboarding.reason.existing.title'),
  ...[
    'credential-setup',
    'multiple-subscriptions-page',
    'setup-login-confirmation',
    'registration',
  ].map((path) =>
    page(`/onboarding/${path}`, 'onboarding.find.title', '/onboarding/setup-credentials'),
  ),
  page('/onboarding/free-listen', 'onboarding.freeListen.title'),
  page('/onboarding/create-password', 'onboarding.createPassword.invalid.title'),
  page('/onboarding/activate-device', 'onboarding.activate.title'),
  page('/onboarding/activate-device-min', 'onboarding.activate.title'),
  page('/onboarding/activated', 'onboarding.activate.title', '/onboarding/activate-device'),
  // ADR 061: a caller the fake server places nowhere activates on this site, the code kept.
  page(
    '/onboarding/activate-device-for-location?code=BCDF-GHJK',
    'onboarding.activate.title',
    '/onboarding/activate-device?code=BCDF-GHJK',
  ),
  {
    ...page('/onboarding/instant-stream?channel=jazz', 'onboarding.instantStream.title'),
    external: 'https://listen.orbitradio.com/app?channel=jazz',
  },
  // A Sonos speaker's link: a visitor signs in on the page itself first.
  {
    ...page('/onboarding/sign-in/sonos?linkCode=BCDF-GHJK', 'route.signIn.title'),
    answer: (server) => {
      withFakeSdkServices(server);
    },
  },
  { path: '/onboarding/sign-in/no-such-page', ...ERROR },
  { path: '/onboarding/no-such-page', ...ERROR },
  { path: '/onboarding/setup-credentials/no-such-page', ...ERROR },
];
