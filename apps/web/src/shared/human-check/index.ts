// Imported by lazy pages only (sign-in, and any page that may be asked for a check), so the
// check, its solver and its messages ride in those pages' chunks and never in the entry route.
// A React.lazy boundary here would move React itself out of the entry chunk (+0.4 kB gzip).

export {
  AskedHumanCheckNotice,
  type AskedHumanCheckNoticeProps,
} from './asked-human-check-notice.tsx';
export type { HumanCheckProps } from './human-check-props.ts';
export { default as HumanCheck } from './human-check-status.tsx';
export {
  type AskedHumanCheck,
  CAPTCHA_REQUIRED,
  useAskedHumanCheck,
} from './use-asked-human-check.ts';
