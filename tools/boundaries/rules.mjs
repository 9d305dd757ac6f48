/** @import { IForbiddenRuleType, IRegularForbiddenRuleType } from 'dependency-cruiser' */

/**
 * Web features that may import another feature (through its `index.ts` only), each pair recorded
 * in an ADR. Any other pair is refused.
 *
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const RECORDED_FEATURE_PAIRS = {
  // ADR 010: the checkout flows compose the catalog's offers and identification's lookups.
  // ADR 051: a thanks page's registration on the spot is the identity's sign-up password and code.
  checkout: ['catalog', 'identification', 'identity'],
  // ADR 011: the account area composes billing; billing sits behind the account's guard and
  // reuses the checkout's card entry.
  account: ['billing'],
  billing: ['account', 'checkout'],
  // ADR 013: credential recovery's "verify your account" is identification's lookup.
  identity: ['identification'],
  // ADR 031: change plan composes the account's entry, identification's link entry, billing's
  // card entry and the checkout's flow kit. ADR 032: cancel reads the account the dashboard reads
  // (and makes it stale once cancelled); targeted cancel identifies its link the same way.
  // ADR 052: change-to puts the change-plan steps after the satellite checkouts' radio steps.
  // ADR 069: the transfer and swap pages put the identity's sign-in on the page.
  subscription: ['account', 'billing', 'checkout', 'identification', 'identity'],
  // ADR 033: trial activation composes identification's lookups (find your radio, RFLZ), the
  // checkout's flow kit and card entry (the RTP trial) and the identity's sign-in (an existing
  // customer adds the trial to their account).
  trials: ['checkout', 'identification', 'identity'],
  // ADR 058: onboarding composes identification's find-account forms and LPZ check, the
  // identity's password field and refusals, and the checkout's flow kit (step heading).
  // ADR 061: `sign-in/sonos` puts the identity's sign-in and the devices' code form on its page.
  onboarding: ['checkout', 'devices', 'identification', 'identity'],
  // ADR 059: device linking puts the identity's sign-up form on its page, and links the checkout's
  // legal documents from its terms. ADR 070: the refresh signal lists a signed-in customer's own
  // radios from the account area's read of the account.
  devices: ['account', 'checkout', 'identity'],
  // ADR 066: the student pages present the student offer with the catalog's offer presentation and
  // take the school email's code with the identity's one-time code entry. ADR 070: the student
  // reviewer's page sends a visitor to sign in as the account pages do.
  // ADR 067: student re-verification composes the checkout's flow kit (the owner's account, the
  // quote, registration on the spot).
  student: ['account', 'catalog', 'checkout', 'identity'],
};

const MODULES = '^apps/server/src/modules/';
const MODULE_INDEX = `${MODULES}[^/]+/index\\.ts$`;
/** Server test code: suites, their kits and the shared `src/testing/` helpers. */
const SERVER_TEST_CODE = '(?:\\.(?:test|testing)\\.ts$|^apps/server/src/testing/)';
/** A module's test kits, the face its suites show other suites; never part of an index. */
const SERVER_TEST_KITS = '\\.(?:testing|bola)\\.ts$';

const FEATURES = '^apps/web/src/features/';

/**
 * "Another server module's internals": every file of a module but its `index.ts`, imported from
 * another module (`$1` is the importer's own module) or from outside the modules (app.ts, the
 * seed, scripts, test helpers). Test code may also use another module's test kits.
 *
 * @returns {IForbiddenRuleType[]}
 */
function serverModuleInternals() {
  /** @type {{ path: string; pathNot: string[]; own: string[] }[]} */
  const importers = [
    { path: `${MODULES}([^/]+)/`, pathNot: [], own: [`${MODULES}$1/`] },
    { path: '^apps/server/src/', pathNot: [MODULES], own: [] },
  ];
  return importers.flatMap(({ path, pathNot, own }) => [
    {
      name: 'server-module-internals',
      comment: 'A server module is used through its index.ts only, its public face (ADR 013).',
      severity: 'error',
      from: { path, pathNot: [...pathNot, SERVER_TEST_CODE] },
      to: { path: MODULES, pathNot: [...own, MODULE_INDEX] },
    },
    {
      name: 'server-module-internals',
      comment: 'Server tests use another module through its index.ts or its test kits (ADR 013).',
      severity: 'error',
      // The lookahead keeps test code only, and leaves `$1` the importer's module.
      from: { path: `(?=.*${SERVER_TEST_CODE})${path}`, pathNot },
      to: { path: MODULES, pathNot: [...own, MODULE_INDEX, SERVER_TEST_KITS] },
    },
  ]);
}

/**
 * A feature importing another outside the recorded pairs (even through its index).
 *
 * @returns {IForbiddenRuleType[]}
 */
function unrecordedFeaturePairs() {
  /** @type {(from: IRegularForbiddenRuleType['from'], allowed: string) => IForbiddenRuleType} */
  const rule = (from, allowed) => ({
    name: 'web-feature-pair-not-recorded',
    comment: 'Web features import each other only in the pairs recorded in ADRs (ADR 013).',
    severity: 'error',
    from,
    to: { path: FEATURES, pathNot: `${FEATURES}(?:${allowed})/` },
  });
  const composers = Object.keys(RECORDED_FEATURE_PAIRS);
  return [
    ...Object.entries(RECORDED_FEATURE_PAIRS).map(([feature, others]) =>
      rule({ path: `${FEATURES}${feature}/` }, [feature, ...others].join('|')),
    ),
    rule({ path: `${FEATURES}(?!(?:${composers.join('|')})/)([^/]+)/` }, '$1'),
  ];
}

/**
 * The import boundaries `npm run lint` checks (ADR 013).
 *
 * @type {IForbiddenRuleType[]}
 */
export const BOUNDARY_RULES = [
  {
    name: 'no-import-cycle',
    comment: 'No file reaches itself through its imports (type-only imports included).',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  ...serverModuleInternals(),
  {
    name: 'platform-imports-module',
    comment: 'platform/ is what every module builds on; it never imports a module.',
    severity: 'error',
    from: { path: '^apps/server/src/platform/' },
    to: { path: MODULES },
  },
  {
    name: 'web-feature-internals',
    comment: 'A web feature is used through its index.ts only (ADR 010, 011, 013).',
    severity: 'error',
    from: { path: `${FEATURES}([^/]+)/` },
    to: {
      path: FEATURES,
      // The checkout flow kit has a public face of its own (ADR 019), and so have the satellite
      // checkouts' steps that change-to's page composes (ADR 052) and the streaming trial that
      // `subscribe/trial`'s module serves (ADR 057), and billing's section the account page fetches
      // on demand (ADR 096).
      pathNot: [
        `${FEATURES}$1/`,
        `${FEATURES}[^/]+/index\\.ts$`,
        `${FEATURES}checkout/flow-kit/index\\.ts$`,
        `${FEATURES}checkout/satellite/index\\.ts$`,
        `${FEATURES}checkout/streaming-trial/index\\.ts$`,
        `${FEATURES}billing/account-section/index\\.ts$`,
      ],
    },
  },
  ...unrecordedFeaturePairs(),
  {
    name: 'web-shared-imports-feature-or-app',
    comment: 'shared/ is what features and the app build on; it imports neither.',
    severity: 'error',
    from: { path: '^apps/web/src/shared/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'domain-imports-workspace',
    comment: 'packages/domain is pure rules and schemas: it imports nothing of ours.',
    severity: 'error',
    from: { path: '^packages/domain/' },
    to: { path: '^(apps|bench|e2e|tools|packages/(?!domain/))' },
  },
  {
    name: 'sdk-imports-app',
    comment: 'The SDK is what the web app uses to reach the server; it imports neither.',
    severity: 'error',
    from: { path: '^packages/sdk/' },
    to: { path: '^apps/' },
  },
];
