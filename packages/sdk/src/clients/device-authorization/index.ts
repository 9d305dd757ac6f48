export {
  createDeviceAuthorizationClient,
  type DeviceAuthorizationClient,
  type DeviceAuthorizationClientDeps,
  type PollOptions,
} from './device-authorization-client.ts';
