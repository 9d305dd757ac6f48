/**
 * Vehicle orchestration for the shared BOLA matrix: another signed-in customer naming the
 * victim's subscription, or the victim's radio in service, must get 404 as for one that does not
 * exist — no vehicle state, no trial, no listening profile (and no grant) on it.
 */
export type OrchestrationBolaEndpoint = {
  name: string;
  surface: 'service';
  method: 'GET' | 'POST';
  url: (victim: { subscriptionId: string }) => string;
  body?: () => unknown;
};

export const ORCHESTRATION_BOLA_ENDPOINTS: readonly OrchestrationBolaEndpoint[] = [
  {
    name: 'read the vehicle and trial of the victim’s subscription',
    surface: 'service',
    method: 'GET',
    url: (v) => `/client-orchestration/v1/detailed-state/subscription/${v.subscriptionId}`,
  },
  {
    name: 'read the vehicle of the victim’s seeded plan',
    surface: 'service',
    method: 'GET',
    url: () => '/client-orchestration/v1/detailed-state/subscription/sub_seed_active_0003',
  },
  {
    name: 'make a listening profile (and its grant) on the victim’s car',
    surface: 'service',
    method: 'POST',
    url: () => '/profile/v1/profiles/auto',
    body: () => ({ radioId: 'ORBT0004' }),
  },
];
