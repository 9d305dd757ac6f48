/** The onboarding capability's public face: its routes for app.ts. */
export { registerOnboardingCapability } from './routes.ts';
