// Fixtures for tests only (`@orbit/domain/testing`): answers in the domain's shapes that the
// tests of several packages start from. Application code never imports this entry.
export * from './testing/presented-offers.ts';
