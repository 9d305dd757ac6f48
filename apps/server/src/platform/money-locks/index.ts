export { installMoneyLocks } from './install-money-locks.ts';
export { purgeMoneyLocks } from './money-lock-store.ts';
export type { MoneySubject } from './money-subjects.ts';
export {
  type HeldMoneyLocks,
  idempotentRequestName,
  type MoneyDecision,
  withMoneyLocks,
} from './with-money-locks.ts';
