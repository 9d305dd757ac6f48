/** Package upgrade links (flows §4.4, ADR 041): their care calls. */
export { registerUpgradeCapability } from './upgrade.care-routes.ts';
