import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSdkState, withFakeSdkServices } from '../../testing/fake-identity-service.ts';
import { createFakeServer } from '../../testing/fake-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { orbitSessionFor } from './orbit-sdk.ts';

const CONFIG_ME = '/configservice/v1/applications/orbit-care-web/configs/1/me';

beforeEach(() => forgetSdkState());

describe('the app’s SDK (flows §0)', () => {
  it('fetches nothing until a feature needs the session', async () => {
    const server = withFakeSdkServices(createFakeServer());
    const app = renderApp({ url: '/account', server });
    await app.settled();
    await app.heading();
    expect(server.requestsTo(CONFIG_ME)).toHaveLength(0);
    expect(orbitSessionFor(app.instance().services.sdk).state.get().status).toBe('idle');
  });

  it('starts at start-up when enableClientSDKIntegration is on, once', async () => {
    const server = withFakeSdkServices(
      createFakeServer({ flags: { enableClientSDKIntegration: true } }),
    );
    const app = renderApp({ url: '/account', server });
    await app.settled();
    const controller = orbitSessionFor(app.instance().services.sdk);
    await waitFor(() => expect(controller.state.get().status).toBe('ready'));
    await controller.ensureStarted();
    expect(server.requestsTo(CONFIG_ME)).toHaveLength(1);
    expect(server.requestsTo('/session/v1/sessions/anonymous')).toHaveLength(1);
    expect(controller.state.get().authenticated).toBe(false);
  });
});
