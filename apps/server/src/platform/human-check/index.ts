export type { HumanCheckSettings } from '../../config.ts';
export { installHumanChecks } from './install-human-checks.ts';
export { type HumanCheckDeps, issueHumanCheck } from './issue-human-check.ts';
export { type HumanCheckFields, requireHumanCheck } from './require-human-check.ts';
export { purgeSpentHumanChecks } from './spent-human-checks.ts';
