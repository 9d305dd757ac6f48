import { SERVICE_HEADERS } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { GrantedDevice } from './service-session.ts';

const DEVICE_GRANT_HEADER = SERVICE_HEADERS.deviceGrant.toLowerCase();

/**
 * preHandler for routes that act for an installation: a valid, current, unexpired device grant in
 * X-Device-Grant, else 401 `tokenServicesTeam.sessionService.invalid-auth-headers`.
 * Use: `{ preHandler: requireDeviceGrant }`, then `deviceOf(request)`.
 */
export async function requireDeviceGrant(request: FastifyRequest): Promise<void> {
  const header = request.headers[DEVICE_GRANT_HEADER];
  const grant = typeof header === 'string' ? header.trim() : undefined;
  request.grantedDevice = await request.server.serviceCredentials.verifyDeviceGrant(grant);
}

export function deviceOf(request: FastifyRequest): GrantedDevice {
  if (!request.grantedDevice) throw new Error('requireDeviceGrant did not run for this route');
  return request.grantedDevice;
}
