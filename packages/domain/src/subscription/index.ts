export * from './cancel-reasons.ts';
export * from './cancellation-state.ts';
export * from './chat-hours.ts';
