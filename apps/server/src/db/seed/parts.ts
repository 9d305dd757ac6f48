import { demoAccountBilling } from './account-billing.ts';
import { demoAlexaLinkingAccounts } from './alexa-linking-accounts.ts';
import { demoBillingClockAccounts } from './billing-clock-accounts.ts';
import { demoCampaignContent } from './campaign-content.ts';
import { demoCancellationAccounts } from './cancellation-accounts.ts';
import { demoCatalog } from './catalog.ts';
import { demoDatabaseMarker } from './demo-database-marker.ts';
import { demoDunningAccounts } from './dunning-accounts.ts';
import { demoEntitlementPartners } from './entitlement-partners.ts';
import { demoFamilyStreamingLogin } from './family-streaming-login.ts';
import { demoGiftCards } from './gift-cards.ts';
import { demoIdentities } from './identities.ts';
import { legacyDevice } from './legacy-device.ts';
import { demoMultiRadioAccounts } from './multi-radio-accounts.ts';
import { demoOnboardingAccounts } from './onboarding-accounts.ts';
import { demoPartnerApiAccounts } from './partner-api-accounts.ts';
import { demoPlanChangeAccounts } from './plan-change-accounts.ts';
import { demoPromotionCatalog } from './promotion-catalog.ts';
import { demoRefreshSignalRadios } from './refresh-signal-radios.ts';
import { demoRenewalAccounts } from './renewal-accounts.ts';
import { demoRenewalCatalog } from './renewal-catalog.ts';
import type { SeedPart } from './seed-part.ts';
import { demoSignInsAccounts } from './sign-ins-accounts.ts';
import { demoStreamingTrialAccounts } from './streaming-trial-accounts.ts';
import { demoStudentAccounts } from './student-accounts.ts';
import { demoSubscriberAccounts } from './subscriber-accounts.ts';
import { demoTransferAccounts } from './transfer-accounts.ts';
import { demoTrialActivationRadios } from './trial-activation-radios.ts';
import { demoTrialCatalog } from './trial-catalog.ts';
import { demoUpgradeAccounts } from './upgrade-accounts.ts';
import { demoUsedCarRadios } from './used-car-radios.ts';
import { demoVehicleMagicLinks } from './vehicle-magic-links.ts';
import { demoVehicleOrchestration } from './vehicle-orchestration.ts';
import { demoVipAccounts } from './vip-accounts.ts';

/**
 * The demo data set, in the order it is applied (a part may rely on the ones before it).
 * A capability adds its demo data as one file beside this one exporting a SeedPart, listed here.
 */
export const DEMO_SEED_PARTS: readonly SeedPart[] = [
  demoDatabaseMarker,
  legacyDevice,
  demoIdentities,
  demoCatalog,
  demoTrialCatalog,
  demoTrialActivationRadios,
  demoCampaignContent,
  demoSubscriberAccounts,
  demoGiftCards,
  demoAccountBilling,
  demoFamilyStreamingLogin,
  demoCancellationAccounts,
  demoPlanChangeAccounts,
  demoUsedCarRadios,
  demoRenewalCatalog,
  demoRenewalAccounts,
  demoUpgradeAccounts,
  demoVipAccounts,
  demoPromotionCatalog,
  demoMultiRadioAccounts,
  demoOnboardingAccounts,
  demoVehicleOrchestration,
  demoVehicleMagicLinks,
  demoStudentAccounts,
  demoRefreshSignalRadios,
  demoStreamingTrialAccounts,
  demoDunningAccounts,
  demoTransferAccounts,
  demoEntitlementPartners,
  demoBillingClockAccounts,
  demoAlexaLinkingAccounts,
  demoSignInsAccounts,
  demoPartnerApiAccounts,
];
