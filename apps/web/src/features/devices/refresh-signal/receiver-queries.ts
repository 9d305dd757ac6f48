import { classifyRefreshIdentifier, type DeviceIdentifier } from '@orbit/domain';
import { type CareRequester, checkoutCalls, identificationCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import { careCallsFor } from '../../../shared/services/care-calls.ts';

/** How a refresh names its radio: as typed or linked, or by the deviceRef a lookup gave. */
export type RefreshNamed = DeviceIdentifier | { kind: 'deviceRef'; deviceRef: string };

/** A radio as the landing shows it: masked, as the lookups answer it. */
export type RadioShown = {
  lastFour: string;
  vehicle: { year: number | null; make: string; model: string } | null;
  planName: string | null;
};

/** What a `?receiver=` names, found: one radio (by its id or VIN), or the radios of a number. */
export type Receiver =
  | { kind: 'radio'; radio: RadioShown; target: RefreshNamed }
  | { kind: 'phone'; phone: string; radios: RadioShown[]; target: RefreshNamed };

const QUIET = { skipGlobalHandler: true } as const;
/** Answers that mean "nothing found": the landing falls back to the box, filled in. */
const NOT_FOUND = new Set(['DEVICE_NOT_FOUND', 'ACCOUNT_NOT_FOUND']);

async function radioReceiver(
  requester: CareRequester,
  target: Exclude<DeviceIdentifier, { kind: 'phone' }>,
  signal: AbortSignal,
): Promise<Receiver> {
  const { kind: _kind, ...named } = target;
  const found = await careCallsFor(requester, checkoutCalls).validateDevice(named, {
    signal,
    ...QUIET,
  });
  // The account's masked view: the plan the radio runs (flows §8.2, device validate first).
  const account = await careCallsFor(requester, identificationCalls).lookupNonPiiAccount(
    { deviceRef: found.deviceRef },
    { signal, ...QUIET },
  );
  const entry = account.radios.find((radio) => radio.radioIdLastFour === found.radioIdLastFour);
  return {
    kind: 'radio',
    radio: {
      lastFour: found.radioIdLastFour,
      vehicle: found.vehicle,
      planName: entry?.planName ?? null,
    },
    target,
  };
}

async function phoneReceiver(
  requester: CareRequester,
  phone: string,
  signal: AbortSignal,
): Promise<Receiver | null> {
  const found = await careCallsFor(requester, identificationCalls).lookupCustomerPhone(
    { phone },
    { signal, ...QUIET },
  );
  const radios = found.accounts.flatMap((account) =>
    account.radios.map((radio) => ({
      lastFour: radio.radioIdLastFour,
      vehicle: radio.vehicle,
      planName: radio.planName,
    })),
  );
  if (radios.length === 0) return null;
  return { kind: 'phone', phone, radios, target: { kind: 'phone', phone } };
}

/**
 * `?receiver=` looked up (flows §8.2's authenticated landing): a radio id or VIN through
 * `device/validate` then the account's non-PII view, a phone number through
 * `identity/customer/phone`. Null when nothing matches or the value is none of these: the page
 * shows the box with it filled in, as before.
 */
export function receiverQuery(requester: CareRequester, receiver: string) {
  return queryOptions({
    queryKey: ['refresh-signal', 'receiver', receiver],
    queryFn: async ({ signal }): Promise<Receiver | null> => {
      const identifier = classifyRefreshIdentifier(receiver);
      if (!identifier) return null;
      try {
        return identifier.kind === 'phone'
          ? await phoneReceiver(requester, identifier.phone, signal)
          : await radioReceiver(requester, identifier, signal);
      } catch (error) {
        if (NOT_FOUND.has(failureOf(error).code)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
