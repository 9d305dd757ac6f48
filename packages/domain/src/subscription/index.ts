export * from './cancel-reasons.ts';
export * from './cancellation-state.ts';
export * from './cancellation-terms.ts';
export * from './cancellation-type.ts';
export * from './chat-hours.ts';
export * from './subscription-options.ts';
