/**
 * Feature flags named by the route table and the flows. Deployment settings carry them as the
 * strings "true" / "false"; a flag that is missing or anything but a case-insensitive "true" is off.
 */
export const FEATURE_FLAGS = [
  'enablePasskeySetup',
  'enableAtlasStreamingOrganicSelfPayNonAccordion',
  'enableVegaCheckout',
  'enableSatelliteOrganicNonAccordion',
  'enableStreamingOrganicTrialRTDNonAccordion',
  'enableNewCheckoutStudentVerification',
  'enableNewCheckoutStudentReverification',
  'enableTargetedTrialActivation',
  'enableTargetedCancel',
  'enableTargetedChange',
  'enableDeviceLinkingNewIdentity',
  'enableDeviceLinking',
  'enableSl2c',
  'enableSl2cUsedVehicle',
  'enableAccountCentreLogin',
  'enableQuoteSummary',
  'enableNewStreamingOrganicCheckoutExperience',
  'enableCmsContent',
  'iapEnableContactUsTelephone',
  'enableClientSDKIntegration',
  'enableExistingCustomerDeferUpsell',
  /** A/B test (flows §5.2): every customer who may cancel is offered the online path. */
  'alwaysCancelOnline',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlagStrings = Partial<Record<string, string>>;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export function parseFlagString(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Turns the settings' flag strings into booleans; every known flag is present, missing ones false. */
export function parseFeatureFlags(strings: FeatureFlagStrings | undefined): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const name of FEATURE_FLAGS) flags[name] = parseFlagString(strings?.[name]);
  return flags;
}
