import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow, SubscriberAccountRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findAccount,
  findRadioById,
  resolveDeviceRef,
  type SubscriptionWithPhases,
  subscriptionsOfRadio,
} from '../../identification/index.ts';
import type { Buyer } from '../orders/fulfilment.ts';

/** The radio a renewal call names, as far as its caller may see it. */
export type RenewalRadio = {
  radio: RadioRow;
  account: SubscriberAccountRow | undefined;
  history: SubscriptionWithPhases[];
  /** The signed-in owner of its account, or someone who identified the radio on this session. */
  buyer: Buyer;
};

export type RenewalCaller = { careSessionId: string; identityId: string | null; now: Date };

const deviceNotFound = (reason: string) =>
  new AppError('DEVICE_NOT_FOUND', reason, { notFoundResourceType: 'device' });

/**
 * The radio of `deviceRef` (the radio-info or account-info lookup gave it to this care session;
 * another session's: DEVICE_NOT_FOUND) or of `radioId` (only a radio of the signed-in owner's
 * accounts: a typed id from anyone else says nothing of the radio, DEVICE_NOT_FOUND). Both:
 * INVALID_PAYLOAD; neither: undefined (the caller decides whether one is needed).
 */
export async function renewalRadioOf(
  db: Db,
  named: { deviceRef?: string | undefined; radioId?: string | undefined },
  caller: RenewalCaller,
): Promise<RenewalRadio | undefined> {
  if (named.deviceRef !== undefined && named.radioId !== undefined) {
    throw new AppError('INVALID_PAYLOAD', 'both deviceRef and radioId', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'deviceRef' }],
    });
  }
  let radioId: string;
  if (named.deviceRef !== undefined) {
    ({ radioId } = await resolveDeviceRef(db, {
      deviceRef: named.deviceRef,
      careSessionId: caller.careSessionId,
      now: caller.now,
    }));
  } else if (named.radioId !== undefined) {
    radioId = named.radioId.trim().toUpperCase();
  } else {
    return undefined;
  }
  const radio = await findRadioById(db, radioId);
  if (!radio) throw deviceNotFound(`no radio ${radioId}`);
  const account = radio.accountNumber ? await findAccount(db, radio.accountNumber) : undefined;
  const owns =
    caller.identityId !== null &&
    account !== undefined &&
    account.ownerIdentityId === caller.identityId;
  if (named.deviceRef === undefined && !owns) {
    throw deviceNotFound(`radio ${radioId} is not the signed-in owner's`);
  }
  return {
    radio,
    account,
    history: await subscriptionsOfRadio(db, radio.radioId),
    buyer: owns ? 'accountHolder' : 'radioHolder',
  };
}
