import { eventBatchReceiptSchema, sessionSchema } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientEvents } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  bearer,
  refreshSession,
  signIn,
  startAnonymousSession,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const ACTIONS = '/telemetry/v2/actions';
const EVENTS = '/telemetry/v2/events';
const USER_EVENTS = '/user-event/v1/events/submit';

const event = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'tune',
  occurredAt: '2026-03-02T09:29:00.000Z',
  attributes: { channelId: 'ch-42' },
  ...extra,
});

describe('POST /telemetry/v2/actions and /events', () => {
  it('stores a batch with who sent it and counts a batch sent again as duplicates', async () => {
    const testApp = await createTestApp();
    const { app, db, clock } = testApp;
    const { device, session } = await signIn(testApp, 'idn_listener');
    const send = () =>
      app.inject({
        method: 'POST',
        url: ACTIONS,
        headers: { ...bearer(session), 'x-orbit-test': 'true' },
        payload: { actions: [event('a-1'), event('a-2'), event('a-1')] },
      });

    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(eventBatchReceiptSchema.parse(first.json())).toEqual({ accepted: 2, duplicates: 1 });
    expect((await send()).json()).toEqual({ accepted: 0, duplicates: 3 });

    const [stored] = await db.select().from(clientEvents).where(eq(clientEvents.eventId, 'a-2'));
    expect(stored).toMatchObject({
      kind: 'telemetry-action',
      eventVersion: 'v2',
      name: 'tune',
      deviceId: device.deviceId,
      identityId: 'idn_listener',
      isTest: true,
      occurredAt: new Date('2026-03-02T09:29:00.000Z'),
      receivedAt: clock.now(),
      attributes: { channelId: 'ch-42' },
    });
  });

  it('stores events as version v3, not test unless told, and the same ids again from another session', async () => {
    const { app, db } = await createTestApp();
    const mine = await startAnonymousSession(app);
    const other = await startAnonymousSession(app);
    const send = (session: { accessToken: string }) =>
      app.inject({
        method: 'POST',
        url: EVENTS,
        headers: bearer(session),
        payload: { events: [event('e-1')] },
      });

    expect((await send(mine.session)).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await send(other.session)).json()).toEqual({ accepted: 1, duplicates: 0 });
    const rows = await db.select().from(clientEvents).where(eq(clientEvents.eventId, 'e-1'));
    expect(rows.map((row) => [row.kind, row.eventVersion, row.isTest, row.identityId])).toEqual([
      ['telemetry-event', 'v3', false, null],
      ['telemetry-event', 'v3', false, null],
    ]);
  });

  it.each([
    ['an empty batch', { actions: [] }, [{ fieldName: 'actions', errorCode: 'TOO_SHORT' }]],
    [
      'more than 20 actions',
      { actions: Array.from({ length: 21 }, (_, index) => event(`x-${index}`)) },
      [{ fieldName: 'actions', errorCode: 'TOO_LONG' }],
    ],
    [
      'an occurredAt that is no date',
      { actions: [event('ok'), event('bad', { occurredAt: 'yesterday' })] },
      [{ fieldName: 'actions.1.occurredAt', errorCode: 'INVALID' }],
    ],
  ])(
    'refuses %s with 400 INVALID_PAYLOAD naming the field',
    async (_name, payload, invalidFields) => {
      const { app, db } = await createTestApp();
      const { session } = await startAnonymousSession(app);
      const response = await app.inject({
        method: 'POST',
        url: ACTIONS,
        headers: bearer(session),
        payload,
      });
      expect(expectRefused(response, 400, 'INVALID_PAYLOAD').invalidFields).toEqual(invalidFields);
      expect(await db.select().from(clientEvents).where(eq(clientEvents.eventId, 'ok'))).toEqual(
        [],
      );
    },
  );

  it('needs a live access token', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: EVENTS,
      payload: { events: [event('e')] },
    });
    expectRefused(response, 401, 'UNAUTHENTICATED');
  });
});

describe('POST /user-event/v1/events/submit', () => {
  it("stores events recorded under the caller's access token, once", async () => {
    const { app, db } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const events = [
      event('u-1', { eventTokenId: session.accessTokenId }),
      event('u-2', { eventTokenId: session.accessTokenId }),
    ];
    const send = () =>
      app.inject({
        method: 'POST',
        url: USER_EVENTS,
        headers: bearer(session),
        payload: { events },
      });

    expect((await send()).json()).toEqual({ accepted: 2, duplicates: 0 });
    expect((await send()).json()).toEqual({ accepted: 0, duplicates: 2 });
    const [row] = await db
      .select()
      .from(clientEvents)
      .where(and(eq(clientEvents.eventId, 'u-1'), eq(clientEvents.kind, 'user-event')));
    expect(row).toMatchObject({ eventTokenId: session.accessTokenId, eventVersion: null });
  });

  it('refuses the batch when an eventTokenId is not of the caller session, storing nothing', async () => {
    const { app, db } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const response = await app.inject({
      method: 'POST',
      url: USER_EVENTS,
      headers: bearer(session),
      payload: {
        events: [
          event('v-1', { eventTokenId: session.accessTokenId }),
          event('v-2', { eventTokenId: 'at_someone_else' }),
        ],
      },
    });
    expect(expectRefused(response, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
      { fieldName: 'events.1.eventTokenId', errorCode: 'INVALID' },
    ]);
    expect(await db.select().from(clientEvents).where(eq(clientEvents.eventId, 'v-1'))).toEqual([]);
  });

  it('takes events recorded before a refresh, but not those of another session', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const other = await startAnonymousSession(app);
    const refreshed = sessionSchema.parse((await refreshSession(app, session.refreshToken)).json());
    const send = (events: unknown[]) =>
      app.inject({
        method: 'POST',
        url: USER_EVENTS,
        headers: bearer(refreshed),
        payload: { events },
      });

    const before = event('w-1', { eventTokenId: session.accessTokenId });
    const after = event('w-2', { eventTokenId: refreshed.accessTokenId });
    expect((await send([before, after])).json()).toEqual({ accepted: 2, duplicates: 0 });
    const stolen = await send([event('w-3', { eventTokenId: other.session.accessTokenId })]);
    expect(expectRefused(stolen, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
      { fieldName: 'events.0.eventTokenId', errorCode: 'INVALID' },
    ]);
  });

  it('takes up to 1024 events a batch and no more', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const batch = (size: number) =>
      Array.from({ length: size }, (_, index) =>
        event(`big-${index}`, { eventTokenId: session.accessTokenId }),
      );
    const full = await app.inject({
      method: 'POST',
      url: USER_EVENTS,
      headers: bearer(session),
      payload: { events: batch(1024) },
    });
    expect(full.json()).toEqual({ accepted: 1024, duplicates: 0 });
    const over = await app.inject({
      method: 'POST',
      url: USER_EVENTS,
      headers: bearer(session),
      payload: { events: batch(1025) },
    });
    expect(expectRefused(over, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
      { fieldName: 'events', errorCode: 'TOO_LONG' },
    ]);
  });
});
