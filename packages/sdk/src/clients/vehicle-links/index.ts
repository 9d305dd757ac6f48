export {
  createVehicleLinkClient,
  type VehicleLinkClient,
  type VehicleLinkClientDeps,
} from './vehicle-link-client.ts';
