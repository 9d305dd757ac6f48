export {
  createVehicleOrchestrationClient,
  type VehicleOrchestrationClient,
  type VehicleOrchestrationClientDeps,
} from './vehicle-orchestration-client.ts';
