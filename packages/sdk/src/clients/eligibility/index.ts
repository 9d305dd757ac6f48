export {
  createEligibilityClient,
  type EligibilityClient,
  type EligibilityClientDeps,
} from './eligibility-client.ts';
