import {
  type CareCaptchaFields,
  type CareRefreshInstructionResult,
  type Country,
  formatPhoneNumber,
  type Locale,
  REFRESH_INSTRUCTIONS_PER_ADDRESS_PER_HOUR,
  REFRESH_INSTRUCTIONS_PER_NUMBER_PER_HOUR,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { enqueueMessage } from '../../../platform/mail/outbox.ts';
import { humanCheckDemandOf } from '../../../platform/throttle/human-check-beyond-limit.ts';
import { limitLookup } from '../../identification/index.ts';
import type { DevicesDeps } from '../devices-deps.ts';
import { radiosOnPhone } from './radio-refresh-store.ts';
import {
  REFRESH_INSTRUCTION_TEMPLATE,
  REFRESH_INSTRUCTION_TEXT,
} from './refresh-instruction-text.ts';

export const REFRESH_INSTRUCTION_BUCKET = 'refresh-instruction';

/**
 * `POST /services/device/send-refresh-instruction` (flows §8.2 "not near the car"): texts the
 * refresh steps, with the market's short code, to a number on an account with a radio, through
 * the outbox. The schema already required the customer's consent. Budgets: per address per
 * minute (429), and per number and per address within the hour, past which each text needs a
 * human check (ADR 026): a stranger cannot stop a customer's text, nor text a number hundreds of
 * times. A number on no account: DEVICE_NOT_FOUND, so texts only go to customers.
 */
export async function sendRefreshInstruction(
  deps: DevicesDeps,
  input: {
    phone: string;
    country: Country;
    language: Locale;
    clientAddress: string;
    captcha: CareCaptchaFields;
  },
): Promise<CareRefreshInstructionResult> {
  const now = deps.clock();
  await limitLookup(
    {
      db: deps.db,
      now,
      perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute,
      perSubjectPerHour: REFRESH_INSTRUCTIONS_PER_NUMBER_PER_HOUR,
      perAddressPerHourBeforeCheck: REFRESH_INSTRUCTIONS_PER_ADDRESS_PER_HOUR,
      humanCheck: humanCheckDemandOf(deps.config, input.captcha),
    },
    REFRESH_INSTRUCTION_BUCKET,
    input.clientAddress,
    `phone:${input.phone}`,
  );
  const radios = await radiosOnPhone(deps.db, input.phone);
  if (radios.length === 0) {
    throw new AppError('DEVICE_NOT_FOUND', 'no radio on this phone number', {
      notFoundResourceType: 'device',
    });
  }
  await enqueueMessage(
    deps.db,
    {
      channel: 'sms',
      recipient: input.phone,
      template: REFRESH_INSTRUCTION_TEMPLATE,
      locale: input.language,
      bodyText: REFRESH_INSTRUCTION_TEXT[input.language](
        deps.config.markets[input.country].refreshShortCode,
      ),
    },
    now,
  );
  return { status: 'SUCCESS', phone: formatPhoneNumber(input.phone) };
}
