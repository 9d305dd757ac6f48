import { serviceErrorBodySchema } from '@orbit/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import {
  ENTRY_LINK_DEFAULT_DAYS,
  ENTRY_LINK_MAX_DAYS,
  MINTABLE_ENTRY_TOKEN_TYPES,
  mintEntryLink,
} from './entry-link.ts';
import type { IdentificationDeps } from './identification-deps.ts';

const query = z
  .object({
    type: z.enum(MINTABLE_ENTRY_TOKEN_TYPES).default('SALES_AUDIO'),
    radioId: z.string().trim().max(12).optional(),
    accountNumber: z.string().trim().max(20).optional(),
    email: z.string().trim().max(254).optional(),
    programCode: z.string().trim().max(40).optional(),
    fields: z.string().trim().max(200).optional(),
    botId: z.string().trim().max(64).optional(),
    conversationId: z.string().trim().max(64).optional(),
    userId: z.string().trim().max(64).optional(),
    page: z.string().trim().max(20).optional(),
    vin: z.string().trim().max(17).optional(),
    corpId: z.string().trim().max(12).optional(),
    brandingType: z.string().trim().max(20).optional(),
    linkState: z.string().trim().max(10).optional(),
    days: z.coerce.number().int().min(1).max(ENTRY_LINK_MAX_DAYS).default(ENTRY_LINK_DEFAULT_DAYS),
  })
  .strict();

const answer = z.object({ token: z.string(), path: z.string(), expiresAt: z.string() });

/**
 * `GET /dev/entry-token`: mints a targeted link while the server runs, for the demo and the
 * end-to-end tests (the `mint-entry-token` command cannot open the embedded database while the
 * server holds it). Registered only in development and test mode: anyone could call it, and a
 * link opens a radio's checkout, so production answers 404.
 */
export function registerDevEntryTokenRoute(app: App, deps: IdentificationDeps): void {
  if (deps.config.mode === 'production') return;
  app.get(
    '/dev/entry-token',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a targeted-checkout link token (development and test only)',
        description:
          '`type` SALES_AUDIO (default; needs `radioId`) or ACCOUNT (needs `accountNumber`), ' +
          'each with an optional satellite `programCode`, or SALES_STREAMING (needs `radioId`; ' +
          'the streaming targeted checkout, optional streaming `programCode`), or PROSPECT (needs `email`; a streaming ' +
          'prospect link to auto-process-creds, optional streaming organic `programCode`), or ' +
          "BRANDED_DATA_COLLECTION (a care chat's link to /account/info-collection: `fields`, " +
          'comma-separated, all when absent; optional `accountNumber`, `botId`, ' +
          '`conversationId`, `userId`, made up when absent); the trial links (ADR 035): ' +
          'TRIAL_ACTIVATION (needs `radioId`; `page` one-step (default), targeted or ' +
          'targeted-oem), SLTC (a dealer link: `corpId`, `brandingType` SLTC_SERVICE_LANE ' +
          '(default) or SLTC_USED_CAR, and `radioId` or `vin`), AST and SLOC (need `radioId`); ' +
          'PKG_UPGRADE (ADR 041: needs `radioId`; `page` tier-up (default) or fp; optional ' +
          'satellite `programCode`, the market’s upgrade code when absent; `linkState` open ' +
          '(default), expired or redeemed); ' +
          'UPGRADE_VIP (a Platinum VIP link: the first `radioId`, on an account, and the VIP ' +
          "`programCode` of the account's market; ADR 044); " +
          'ONBOARDING (an onboarding `tkn-lookup` link: needs `accountNumber`; ADR 056); ' +
          'ACSC (a transfer link to /transfer/radio: the customer’s `accountNumber` and the new ' +
          'car’s trial `radioId`; ADR 068); ' +
          `\`days\` of validity (1–${ENTRY_LINK_MAX_DAYS}, default ${ENTRY_LINK_DEFAULT_DAYS}). ` +
          'Unknown radio, account, dealer or program code, or an invalid email: 400.',
        querystring: query,
        response: { 200: answer, 400: serviceErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const link = await mintEntryLink(deps.db, request.query, deps.clock());
      return { token: link.token, path: link.path, expiresAt: link.expiresAt.toISOString() };
    },
  );
}
