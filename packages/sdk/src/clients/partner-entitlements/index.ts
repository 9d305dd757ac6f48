export {
  createPartnerEntitlementsClient,
  type PartnerEntitlementsClient,
  type PartnerEntitlementsClientDeps,
} from './partner-entitlements-client.ts';
