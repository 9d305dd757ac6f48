import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeyCredentials } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
  sessionFromGrant,
} from '../../testing/identities.ts';
import { bearer, signIn } from '../../testing/service-sessions.ts';
import { createSoftAuthenticator } from '../../testing/soft-authenticator.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { purgeCeremonyRows } from '../device-authorization/index.ts';

const HOST = 'localhost:8080';
const ORIGIN = `http://${HOST}`;

async function setUp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { ...LONG_SESSION_ENV, ...env },
  });
  const identity = await insertIdentity(testApp, {
    handle: `passkey-${Math.random().toString(36).slice(2, 10)}@orbitradio.test`,
    password: 'Comet-Tail-42',
  });
  const { session } = await signIn(testApp, identity.id);
  const authenticator = createSoftAuthenticator({ origin: ORIGIN });
  const post = (
    url: string,
    options: { payload?: object; headers?: Record<string, string>; host?: string } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `/identity/v1/webauthn/${url}`,
      headers: { host: options.host ?? HOST, ...(options.headers ?? bearer(session)) },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  /** Registers a passkey for the signed-in identity; answers the finish response. */
  const register = async () => {
    const start = await post('create/start');
    expect(start.statusCode).toBe(200);
    const { grant, options } = start.json();
    return post('create/finish', {
      payload: { grant, credential: authenticator.register(options) },
    });
  };
  return { ...testApp, identity, session, authenticator, post, register };
}

describe('passkey registration', () => {
  it('creates a discoverable passkey for the signed-in identity on the request host as RP ID', async () => {
    const { post, authenticator, identity, db } = await setUp();
    const start = await post('create/start');
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body.grant).toMatch(/^opk_/);
    expect(body.options).toMatchObject({
      rp: { id: 'localhost', name: 'Orbit Radio' },
      user: { name: identity.handle },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const finish = await post('create/finish', {
      payload: { grant: body.grant, credential: authenticator.register(body.options) },
    });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().passkey).toMatchObject({
      credentialId: authenticator.credentials[0]?.id.toString('base64url'),
      transports: ['internal'],
      lastUsedAt: null,
    });
    const rows = await db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.identityId, identity.id));
    expect(rows).toHaveLength(1);
  });

  it('excludes the passkeys already registered, and refuses the same credential twice', async () => {
    const { post, register, authenticator } = await setUp();
    expect((await register()).statusCode).toBe(200);
    const again = await post('create/start');
    expect(again.json().options.excludeCredentials).toEqual([
      {
        id: authenticator.credentials[0]?.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    // Replaying the first registration's credential under a new challenge: the id exists.
    const first = authenticator.credentials[0];
    const start = await post('create/start');
    const credential = authenticator.register(start.json().options);
    const reused = {
      ...credential,
      id: first?.id.toString('base64url') ?? '',
      rawId: first?.id.toString('base64url') ?? '',
    };
    expectRefused(
      await post('create/finish', { payload: { grant: start.json().grant, credential: reused } }),
      409,
      'PASSKEY_ALREADY_REGISTERED',
    );
  });

  it('accepts the credential fields in plain base64 (normalised to base64url)', async () => {
    const { post, authenticator } = await setUp();
    const start = await post('create/start');
    const credential = authenticator.register(start.json().options);
    const toBase64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');
    const finish = await post('create/finish', {
      payload: {
        grant: start.json().grant,
        credential: {
          ...credential,
          rawId: toBase64(credential.rawId),
          response: {
            ...credential.response,
            attestationObject: toBase64(credential.response.attestationObject),
            clientDataJSON: toBase64(credential.response.clientDataJSON),
          },
        },
      },
    });
    expect(finish.statusCode).toBe(200);
  });

  it('refuses anonymous sessions, spent, expired and foreign grants, and a wrong origin', async () => {
    const { post, app, authenticator, clock } = await setUp();
    const anonymous = await anonymousCaller(app);
    expectRefused(await post('create/start', { headers: anonymous.headers }), 403, 'FORBIDDEN');

    const start = await post('create/start');
    const { grant, options } = start.json();
    const credential = authenticator.register(options);
    expect((await post('create/finish', { payload: { grant, credential } })).statusCode).toBe(200);
    expectRefused(
      await post('create/finish', { payload: { grant, credential } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );

    const late = await post('create/start');
    clock.advanceSeconds(301);
    expectRefused(
      await post('create/finish', {
        payload: {
          grant: late.json().grant,
          credential: authenticator.register(late.json().options),
        },
      }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );

    const signInGrant = await post('authenticate/start');
    expectRefused(
      await post('create/finish', {
        payload: { grant: signInGrant.json().grant, credential: authenticator.register(options) },
      }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );

    const phished = await post('create/start');
    const other = createSoftAuthenticator({ origin: 'http://evil.example' });
    expectRefused(
      await post('create/finish', {
        payload: {
          grant: phished.json().grant,
          credential: other.register(phished.json().options),
        },
      }),
      400,
      'PASSKEY_VERIFICATION_FAILED',
    );
  });
});

describe('passkey sign-in', () => {
  it('signs in without a handle: an identity grant traded for an authenticated session', async () => {
    const { post, register, authenticator, app, identity } = await setUp();
    expect((await register()).statusCode).toBe(200);
    const caller = await anonymousCaller(app);
    const start = await post('authenticate/start', { headers: caller.headers });
    expect(start.statusCode).toBe(200);
    expect(start.json().options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
    });
    expect(start.json().options.allowCredentials ?? []).toEqual([]);
    const finish = await post('authenticate/finish', {
      headers: caller.headers,
      payload: {
        grant: start.json().grant,
        credential: authenticator.authenticate(start.json().options),
      },
    });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({
      identityId: identity.id,
      grant: expect.stringMatching(/^osg_/),
    });
    const session = await sessionFromGrant(app, caller.device, finish.json());
    expect(session.sessionType).toBe('authenticated');
  });

  it('refuses a signature counter that did not move on (a cloned authenticator)', async () => {
    const { post, register, authenticator } = await setUp();
    await register();
    const signInOnce = async (counterStep: number) => {
      const start = await post('authenticate/start');
      return post('authenticate/finish', {
        payload: {
          grant: start.json().grant,
          credential: authenticator.authenticate(start.json().options, { counterStep }),
        },
      });
    };
    expect((await signInOnce(1)).statusCode).toBe(200);
    expect((await signInOnce(3)).statusCode).toBe(200);
    expectRefused(await signInOnce(0), 400, 'PASSKEY_VERIFICATION_FAILED');
    expectRefused(await signInOnce(-1), 400, 'PASSKEY_VERIFICATION_FAILED');
  });

  it('refuses unknown credentials, bad signatures, other origins and spent grants', async () => {
    const { post, register, authenticator } = await setUp();
    await register();
    const stranger = createSoftAuthenticator({ origin: ORIGIN });
    stranger.register({ rp: { id: 'localhost' }, user: { id: 'bm9ib2R5' }, challenge: 'x' });
    const start = await post('authenticate/start');
    expectRefused(
      await post('authenticate/finish', {
        payload: {
          grant: start.json().grant,
          credential: stranger.authenticate(start.json().options),
        },
      }),
      400,
      'PASSKEY_NOT_FOUND',
    );
    expectRefused(
      await post('authenticate/finish', {
        payload: {
          grant: start.json().grant,
          credential: authenticator.authenticate(start.json().options),
        },
      }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );

    const forged = await post('authenticate/start');
    const assertion = authenticator.authenticate(forged.json().options);
    const signature = Buffer.from(assertion.response.signature, 'base64url');
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    expectRefused(
      await post('authenticate/finish', {
        payload: {
          grant: forged.json().grant,
          credential: {
            ...assertion,
            response: { ...assertion.response, signature: signature.toString('base64url') },
          },
        },
      }),
      400,
      'PASSKEY_VERIFICATION_FAILED',
    );

    const phished = await post('authenticate/start');
    expectRefused(
      await post('authenticate/finish', {
        payload: {
          grant: phished.json().grant,
          credential: authenticator.authenticate(phished.json().options, {
            origin: 'http://evil.example',
          }),
        },
      }),
      400,
      'PASSKEY_VERIFICATION_FAILED',
    );
  });

  it('uses the Canadian host as RP ID, keeps its passkeys apart, and refuses unlisted hosts', async () => {
    const { post, authenticator } = await setUp();
    const canada = await post('create/start', { host: 'can.localhost:8080' });
    expect(canada.json().options.rp.id).toBe('can.localhost');
    const canadian = createSoftAuthenticator({ origin: 'http://can.localhost:8080' });
    expect(
      (
        await post('create/finish', {
          host: 'can.localhost:8080',
          payload: {
            grant: canada.json().grant,
            credential: canadian.register(canada.json().options),
          },
        })
      ).statusCode,
    ).toBe(200);
    // The same grant sent through the US host: another relying party.
    const again = await post('create/start', { host: 'can.localhost:8080' });
    expectRefused(
      await post('create/finish', {
        payload: {
          grant: again.json().grant,
          credential: authenticator.register(again.json().options),
        },
      }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    expectRefused(await post('create/start', { host: 'evil.example' }), 403, 'PASSKEY_DISABLED');
  });

  it('counts finishes against the per-address sign-in budget', async () => {
    const { post } = await setUp({ SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '2' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expectRefused(
        await post('authenticate/finish', {
          payload: {
            grant: 'opk_nothing',
            credential: {
              id: 'AA',
              rawId: 'AA',
              type: 'public-key',
              response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
            },
          },
        }),
        400,
        'PASSKEY_CHALLENGE_INVALID',
      );
    }
    const refused = await post('authenticate/finish', {
      payload: {
        grant: 'opk_nothing',
        credential: {
          id: 'AA',
          rawId: 'AA',
          type: 'public-key',
          response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    });
    expectRefused(refused, 429, 'RATE_LIMIT_EXCEEDED');
  });
});

describe('passkeys and the rest of identity', () => {
  it('makes hasPasskey true in the login info once one is registered', async () => {
    const { app, register, identity, post } = await setUp();
    const caller = await anonymousCaller(app);
    const status = () =>
      app.inject({
        method: 'GET',
        url: `/identity/v1/identities/status?handle=${encodeURIComponent(identity.handle)}`,
        headers: caller.headers,
      });
    expect((await status()).json().hasPasskey).toBe(false);
    await register();
    expect((await status()).json().hasPasskey).toBe(true);
    void post;
  });

  it('answers PASSKEY_DISABLED on every passkey call and marks them disabled in the domain config when off', async () => {
    const { post, app } = await setUp({ PASSKEYS_ENABLED: 'false' });
    for (const url of [
      'create/start',
      'create/finish',
      'authenticate/start',
      'authenticate/finish',
    ]) {
      expectRefused(await post(url, { payload: {} }), 403, 'PASSKEY_DISABLED');
    }
    const config = await app.inject({
      method: 'GET',
      url: '/configservice/v1/applications/orbit-care-web/configs/1/me',
    });
    const endPoints = config.json().domains.passkey.endPoints;
    expect(
      Object.values(endPoints).every(
        (endpoint) => (endpoint as { isDisabled: boolean }).isDisabled,
      ),
    ).toBe(true);
    expect(config.json().domains.deviceAuthorization.endPoints.generate.isDisabled).toBe(false);
  });

  it('purges challenges a day after they expired', async () => {
    const { post, db, clock } = await setUp();
    await post('authenticate/start');
    clock.advanceSeconds(300 + 86_400 + 1);
    const report = await purgeCeremonyRows(db, clock.now());
    expect(report.passkeyChallenges).toBeGreaterThanOrEqual(1);
  });
});
