export {
  DEMO_CLOCK_PATH,
  moveDemoClock,
  registerDemoClockRoutes,
} from './demo-clock.dev-routes.ts';
export { createDemoClock, type DemoClock, moveOf } from './demo-clock.ts';
