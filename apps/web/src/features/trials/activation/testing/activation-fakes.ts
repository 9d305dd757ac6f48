import type {
  CareDeviceLookupResult,
  CareLastOneClickResult,
  CareServiceLaneOneClickResult,
  CareTrialActivation,
  CareTrialAddSubscriptionRequest,
  CareTrialConsolidateRequest,
  CareTrialNewAccountRequest,
  CareTrialOfferRequest,
  CareTrialOfferResult,
  CareValidateEmailResult,
} from '@orbit/domain';
import {
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
} from '../../../../testing/fake-server.ts';
import type { ClaimableOffer } from '../activation-store.ts';

/**
 * The activation pages' fakes: a 2025 Lumen Arc whose radio ends in 0004 may claim a 3-month
 * All Access trial, and what the claims answer, in the contract's shapes.
 */
export const LINK_TOKEN = 'tkn_lumen_arc_0004';

export function claimableOffer(overrides: Partial<ClaimableOffer> = {}): ClaimableOffer {
  return {
    outcome: 'CLAIMABLE',
    deviceRef: 'dref_trial_0004',
    radioIdLastFour: '0004',
    vehicle: { year: 2025, make: 'Lumen', model: 'Arc' },
    trial: {
      planCode: 'TRIAL_OEM_ALLACCESS_3MO',
      packageName: 'All Access',
      months: 3,
      program: 'OEM',
      endsOn: null,
      claimableUntil: '2027-02-28',
      oemBranding: 'Lumen',
    },
    prefill: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@orbitradio.test',
      phone: '5125550101',
      serviceAddress: {
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      },
    },
    lifecycleState: 'TRIAL_ELIGIBLE',
    trialState: 'TrialNotStarted',
    ...overrides,
  };
}

export function trialActivation(overrides: Partial<CareTrialActivation> = {}): CareTrialActivation {
  return {
    status: 'SUCCESS',
    accountNumber: '20000004',
    subscriptionId: 'sub_trial_0004',
    radioIdLastFour: '0004',
    vehicle: { year: 2025, make: 'Lumen', model: 'Arc' },
    email: 'ada@orbitradio.test',
    planCode: 'TRIAL_OEM_ALLACCESS_3MO',
    packageName: 'All Access',
    trialEndDate: '2027-02-26',
    isEligibleForRegistration: true,
    isOfferStreamingEligible: true,
    isUserNameSameAsEmail: false,
    ...overrides,
  };
}

/** Find-your-radio's answer for the Lumen Arc (`device/validate`). */
export function lookedUpRadio(
  overrides: Partial<CareDeviceLookupResult> = {},
): CareDeviceLookupResult {
  return {
    deviceRef: 'dref_lookup_0004',
    radioIdLastFour: '0004',
    deviceType: 'car',
    vehicle: { year: 2025, make: 'Lumen', model: 'Arc' },
    status: 'new',
    hasActiveSubscription: false,
    cardOnFile: null,
    ...overrides,
  };
}

/**
 * A fake server answering the trial calls from spies (named as the SDK names them), so each test
 * replaces the answer it needs and reads what the page sent.
 */
export function activationServer(
  options: {
    offer?: CareTrialOfferResult;
    flags?: Record<string, boolean>;
    server?: FakeServer;
  } = {},
) {
  const server = options.server ?? createFakeServer({ flags: options.flags ?? {} });
  const offer = options.offer ?? claimableOffer();
  const calls = {
    deviceLookup: fakeEndpoint<unknown, CareDeviceLookupResult>(
      server,
      'POST /services/device/validate',
      () => lookedUpRadio(),
    ),
    trialOffer: fakeEndpoint<CareTrialOfferRequest, CareTrialOfferResult>(
      server,
      'POST /services/trial-activation/offer',
      () => offer,
    ),
    newAccount: fakeEndpoint<CareTrialNewAccountRequest, CareTrialActivation>(
      server,
      'POST /services/trial-activation/new-account',
      () => trialActivation(),
    ),
    addSubscription: fakeEndpoint<CareTrialAddSubscriptionRequest, CareTrialActivation>(
      server,
      'POST /services/trial-activation/add-subscription',
      () => trialActivation({ accountNumber: '10000001', isEligibleForRegistration: false }),
    ),
    accountConsolidate: fakeEndpoint<CareTrialConsolidateRequest, CareTrialActivation>(
      server,
      'POST /services/trial-activation/account-consolidate',
      () => trialActivation({ accountNumber: '10000001', isEligibleForRegistration: false }),
    ),
    validateEmail: fakeEndpoint<{ email: string }, CareValidateEmailResult>(
      server,
      'POST /services/validate/email',
      (): CareValidateEmailResult => ({ valid: true, reason: '' }),
    ),
    lastOneClick: fakeEndpoint<{ token: string }, CareLastOneClickResult>(
      server,
      'POST /services/trial-activation/last-one-click',
      (): CareLastOneClickResult => ({ ...trialActivation(), outcome: 'ACTIVATED' }),
    ),
    serviceLaneOneClick: fakeEndpoint<{ cnaId: string }, CareServiceLaneOneClickResult>(
      server,
      'POST /services/trial-activation/service-lane-one-click',
      (): CareServiceLaneOneClickResult => ({
        ...trialActivation(),
        outcome: 'ACTIVE_TRIAL_UNREGISTERED',
      }),
    ),
  };
  return { server, calls };
}
