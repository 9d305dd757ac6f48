import type { DetailedVehicleState, SalStatusResponse } from '@orbit/domain';
import { act, screen } from '@testing-library/react';
import { serviceError, withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { createFakeServer, type FakeServer, json } from '../../../testing/fake-server.ts';
import type { RenderedApp } from '../../../testing/render-app.tsx';

/** A link id of the right shape (`ovl_` and 43 base64url characters). */
export const LINK_ID = `ovl_${'A'.repeat(43)}`;
export const GRANT = `ovg_${'B'.repeat(43)}`;
export const LINK_EMAIL = 'driver@orbitradio.test';
export const LINKING_URL = `/onboarding/device-linking?ml=${LINK_ID}`;
export const NEW_IDENTITY_URL = `/onboarding/device-linking-new-identity?ml=${LINK_ID}`;

/** A 2026 Vega Aurora whose 90-day trial runs unclaimed with 73 days left. */
export function runningTrial(overrides: Partial<DetailedVehicleState['trial']> = {}) {
  return {
    deviceId: 'ORBL0081',
    radioId: 'ORBL0081',
    lifecycleState: 'TRIAL_NOT_CLAIMED',
    year: 2026,
    make: 'Vega',
    model: 'Aurora',
    vin: '4WBVHXRB1T0000081',
    deviceSource: 'SMS',
    trial: {
      trialState: 'TrialNotClaimed',
      totalDays: 90,
      daysLeft: 73,
      startedOn: '2026-10-12',
      endsOn: '2027-01-10',
      claimableUntil: null,
      planCode: 'TRIAL_90',
      ...overrides,
    },
  } satisfies DetailedVehicleState;
}

export interface LinkServerOptions {
  vehicle?: DetailedVehicleState;
  status?: SalStatusResponse | { refusal: string; httpStatus: number };
  flags?: Record<string, boolean>;
  host?: 'care.orbitradio.com' | 'can.localhost';
}

/** The version of the legal documents the fake server says is published now. */
export const CURRENT_TERMS_VERSION = '2026-03';

/** The SDK's services, the device-linking flags on, and a link that opens on `vehicle`. */
export function linkServer(options: LinkServerOptions = {}): FakeServer {
  const origin = `https://${options.host ?? 'care.orbitradio.com'}`;
  const server = withFakeSdkServices(
    createFakeServer({
      flags: { enableDeviceLinking: true, enableDeviceLinkingNewIdentity: true, ...options.flags },
    }),
    origin,
  );
  server.on('POST /magic-link/v1/vehicle/redeem/{magicLinkId}', () =>
    json({ magicLinkGrant: GRANT, grantExpiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
  );
  server.on('POST /client-orchestration/v1/detailed-state-handoff', () =>
    json(options.vehicle ?? runningTrial()),
  );
  const status = options.status ?? {
    status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE',
    emailAddress: LINK_EMAIL,
  };
  server.on('GET /identity/v1/sal/status', () =>
    'refusal' in status ? serviceError(status.httpStatus, status.refusal) : json(status),
  );
  server.on('GET /client-orchestration/v1/terms', () => json({ version: CURRENT_TERMS_VERSION }));
  server.on('POST /client-orchestration/v1/accept-terms', () => json({ privacyAgreements: [] }));
  server.on('POST /identity/v1/b2btrial/claim', () =>
    json({
      radioId: 'ORBL0081',
      accountNumber: '10000081',
      subscriptionId: 'sub_1',
      endsOn: '2027-01-10',
    }),
  );
  server.on('POST /client-orchestration/v1/request-magic-link', () => json({ accepted: true }));
  return server;
}

/** Signs the app's SDK in (as a sign-in page would) once the page has started it. */
export async function signInAs(app: RenderedApp, handle: string, vehicleTitle = 'Your vehicle') {
  await screen.findByText(vehicleTitle);
  await act(async () => {
    await app.instance().services.sdk.session.signIn('osg_test', { handle });
  });
}
