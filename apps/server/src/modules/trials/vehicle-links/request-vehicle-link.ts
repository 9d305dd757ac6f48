import {
  normaliseRadioId,
  type RequestVehicleMagicLink,
  type requestVehicleMagicLinkSchema,
  vehicleMagicLinkUrl,
} from '@orbit/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { findRadioById } from '../../identification/index.ts';
import { limitSendsOrAskForCheck, notifyByEmail } from '../../identity/index.ts';
import { radioOfVin } from '../activation/radio-of-vin.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { VEHICLE_MAGIC_LINK_EMAIL } from './vehicle-link-email.ts';
import {
  findVehicleLink,
  issueVehicleLink,
  VEHICLE_LINK_TTL_SECONDS,
} from './vehicle-link-store.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

type LinkRequest = z.output<typeof requestVehicleMagicLinkSchema>;

/**
 * `client-orchestration/v1/request-magic-link` (ADR 055): emails a new link for the vehicle to
 * the address on its latest record of sale. The answer is the same whether the vehicle exists,
 * has a sale with an email, or not (ADR 025): the link only ever goes to the sale's address. Each
 * vehicle named has a send budget; beyond it, 428 CAPTCHA_REQUIRED (ADR 024).
 */
export async function requestVehicleMagicLink(
  deps: VehicleLinkDeps,
  request: LinkRequest,
): Promise<void> {
  const { db } = deps;
  const named = request.radioId
    ? `radio:${normaliseRadioId(request.radioId)}`
    : request.vin
      ? `vin:${request.vin.toUpperCase()}`
      : `link:${request.magicLinkId}`;
  await limitSendsOrAskForCheck(deps.identity, `vehicle-link:${named}`, request.humanCheck);
  const radio = await radioNamedBy(db, request);
  if (!radio) return;
  const { sale } = await readVehicleRecord(db, radio);
  const emailAddress = sale?.buyerEmail;
  if (!emailAddress) return;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const { magicLinkId } = await issueVehicleLink(
      tx,
      { radioId: radio.radioId, sentTo: emailAddress, channel: 'email' },
      now,
    );
    await notifyByEmail(
      tx,
      VEHICLE_MAGIC_LINK_EMAIL,
      { emailAddress, identityId: null, locale: request.language },
      {
        href: vehicleMagicLinkUrl(deps.config.publicUrl, magicLinkId),
        vehicleName:
          radio.make && radio.model
            ? [radio.year, radio.make, radio.model].filter(Boolean).join(' ')
            : null,
        radioIdLastFour: radio.radioId.slice(-4),
        hours: VEHICLE_LINK_TTL_SECONDS / 3600,
      },
      now,
    );
  });
}

async function radioNamedBy(
  db: Db,
  request: RequestVehicleMagicLink,
): Promise<RadioRow | undefined> {
  if (request.radioId) return findRadioById(db, normaliseRadioId(request.radioId));
  if (request.vin) return radioOfVin(db, request.vin.toUpperCase());
  const earlier = request.magicLinkId ? await findVehicleLink(db, request.magicLinkId) : undefined;
  return earlier ? findRadioById(db, earlier.radioId) : undefined;
}
