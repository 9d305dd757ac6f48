export { HumanCheck } from './human-check.tsx';
export type { HumanCheckProps } from './human-check-props.ts';
