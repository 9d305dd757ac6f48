import type { FastifyRequest } from 'fastify';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { identificationOf } from '../../platform/auth/session-identification.ts';
import type { CareCaller } from '../../testing/care-caller.ts';

/** Test support for the account lookup suites (not used at run time). */

/** orbitowner1's account as typed into the lookups (docs/demo-data.md, subscriber-accounts). */
export const OWNER_DETAILS = {
  accountNumber: '10000001',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'owner@orbitradio.test',
  phoneNumber: '5125550101',
  zipCode: '78701',
} as const;

export const CANADIAN_DETAILS = {
  accountNumber: '20000001',
  firstName: 'Élise',
  lastName: 'Gagnon',
  email: 'auditrice@orbitradio.test',
  phoneNumber: '5145550199',
  zipCode: 'H3B 1A6',
} as const;

/** The public reference of the caller's care session, as env-info reports it. */
export async function currentSessionId(caller: CareCaller): Promise<string> {
  const response = await caller.get('/services/utility/env-info');
  return response.json().data.sessionInfo.id as string;
}

/** What the caller's care session has identified (the account module's record). */
export async function identificationOfCaller(caller: CareCaller) {
  return identificationOf(caller.db, await currentSessionId(caller));
}

/**
 * The account gate as a later account call (paying a bill) runs it for this caller, with an
 * identified session accepted: resolves to the access, or rejects with the gate's AppError.
 */
export async function identifiedAccessOf(caller: CareCaller) {
  const id = await currentSessionId(caller);
  const request = { careSession: { id, identityId: null } } as unknown as FastifyRequest;
  return accountAccessOf(caller.db, request, { allowIdentified: true });
}
