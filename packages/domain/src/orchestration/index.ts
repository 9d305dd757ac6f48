export * from './orchestration-errors.ts';
export * from './privacy-agreements.ts';
export * from './vehicle-access.ts';
export * from './vehicle-profile.ts';
export * from './vehicle-state-views.ts';
