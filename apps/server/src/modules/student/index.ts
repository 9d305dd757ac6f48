/** The student capability's public face: its routes for app.ts, the reminder sweep for the scheduler. */
export { swotAcademicDomains } from './academic-domains.ts';
export { reverifyLinkOf, sendReverifyReminders } from './reverify.ts';
export { isRenewedByOwnersLink } from './reverify-grant.ts';
export { registerStudentCapability } from './routes.ts';
export type { StudentDeps } from './student-deps.ts';
export {
  type StudentPass,
  studentPassIfNamed,
  studentPassOf,
  usedVerificationRefusal,
  useVerificationFor,
} from './student-pass.ts';
export { type StudentCaller, studentCallerOf } from './verification-store.ts';
