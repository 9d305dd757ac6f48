export {
  AskedHumanCheckNotice,
  type AskedHumanCheckNoticeProps,
} from './asked-human-check-notice.tsx';
export { HumanCheck } from './human-check.tsx';
export type { HumanCheckProps } from './human-check-props.ts';
export {
  type AskedHumanCheck,
  CAPTCHA_REQUIRED,
  useAskedHumanCheck,
} from './use-asked-human-check.ts';
