export * from './card-status.ts';
export * from './device-limits.ts';
export * from './device-removal.ts';
export * from './device-types.ts';
export * from './gift-card.ts';
export * from './masking.ts';
export * from './refresh-device.ts';
export * from './subscription-status.ts';
