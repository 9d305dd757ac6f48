/** Platinum VIP (flows §4.5, ADR 046): the link's two-device upgrade pages. */
export { UpgradeVipFlow } from './vip-flow.tsx';
