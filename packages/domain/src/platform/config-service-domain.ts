import type { ServiceDomainShape } from './domain-config.ts';
import { SERVICE_HEADERS } from './service-headers.ts';

/**
 * The config service's domain: its one endpoint is the address a client knows before it has a
 * config. A module of its own so a client's start-up carries this, not the whole endpoint table
 * (`SERVICE_DOMAINS`, 2.1 KB gzip of the web app's entry route, ADR 117). Its endpoint is written
 * out, not through the table's `endpoint()`, which would bring the table with it.
 */
export const CONFIG_SERVICE_DOMAIN = {
  pathPrefix: '/configservice/v1',
  endPoints: {
    me: {
      method: 'GET',
      href: 'applications/{applicationId}/configs/{version}/me',
      headers: { [SERVICE_HEADERS.deviceGrant]: '{deviceGrant}' },
      doesNotTriggerSessionRefresh: true,
    },
  },
} as const satisfies ServiceDomainShape;
