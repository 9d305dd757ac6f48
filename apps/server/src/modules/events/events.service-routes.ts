import {
  eventBatchReceiptSchema,
  SERVICE_HEADERS,
  telemetryActionsBodySchema,
  telemetryEventsBodySchema,
  userEventsBodySchema,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader } from '../../platform/http/service-schemas.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { checkEventTokenIds } from './event-token-check.ts';
import { recordEvents } from './record-events.ts';

const TAGS = ['events'];
const testHeaders = z.looseObject({
  'x-orbit-test': documentedHeader('true when the client runs in test mode'),
});

/** 1024 user events with their attributes need more than Fastify's default 1 MiB. */
const USER_EVENTS_BODY_LIMIT = 4 * 1024 * 1024;

const testHeader = SERVICE_HEADERS.test.toLowerCase();
const isTestCall = (request: FastifyRequest) => request.headers[testHeader] === 'true';

/** `telemetry/v2` (playback actions and events) and `user-event/v1`: batches from the SDK's buffers. */
export function registerEventRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('telemetry', 'actions'),
      schema: {
        tags: TAGS,
        summary: 'Store playback telemetry actions (event version v2), at most 20 a batch',
        description: 'An event id already stored for this session family counts as a duplicate.',
        headers: testHeaders,
        body: telemetryActionsBodySchema,
        response: { 200: eventBatchReceiptSchema },
        errors: [413, 415],
      },
      handler: async (request) =>
        recordEvents(db, {
          kind: 'telemetry-action',
          eventVersion: 'v2',
          field: 'actions',
          events: request.body.actions,
          caller: sessionOf(request),
          isTest: isTestCall(request),
          receivedAt: clock(),
        }),
    });

    service.route({
      ...serviceRoute('telemetry', 'events'),
      schema: {
        tags: TAGS,
        summary: 'Store playback telemetry events (event version v3), at most 20 a batch',
        description: 'An event id already stored for this session family counts as a duplicate.',
        headers: testHeaders,
        body: telemetryEventsBodySchema,
        response: { 200: eventBatchReceiptSchema },
        errors: [413, 415],
      },
      handler: async (request) =>
        recordEvents(db, {
          kind: 'telemetry-event',
          eventVersion: 'v3',
          field: 'events',
          events: request.body.events,
          caller: sessionOf(request),
          isTest: isTestCall(request),
          receivedAt: clock(),
        }),
    });

    service.route({
      ...serviceRoute('userEvent', 'submit'),
      bodyLimit: USER_EVENTS_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Store user events, at most 1024 a batch',
        description:
          "Each event's eventTokenId must be an accessTokenId of the caller's session (the " +
          'current one or one it held before a refresh), else 400 naming the events at fault and ' +
          'nothing is stored.',
        headers: testHeaders,
        body: userEventsBodySchema,
        response: { 200: eventBatchReceiptSchema },
        errors: [413, 415],
      },
      handler: async (request) => {
        const caller = sessionOf(request);
        await checkEventTokenIds(db, caller, request.body.events);
        return recordEvents(db, {
          kind: 'user-event',
          eventVersion: null,
          field: 'events',
          events: request.body.events,
          caller,
          isTest: isTestCall(request),
          receivedAt: clock(),
        });
      },
    });
  });
}
