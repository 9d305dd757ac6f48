import { Alert } from '../ui/index.ts';
import HumanCheck from './human-check-status.tsx';
import type { AskedHumanCheck } from './use-asked-human-check.ts';

export interface AskedHumanCheckNoticeProps {
  humanCheck: AskedHumanCheck;
  /** The page's words: a title, why a check is asked, and what to do once the last one failed. */
  title: string;
  reason: string;
  refused: string;
}

/**
 * The human check a page's server asked for, under a notice saying why (or that the last proof
 * was refused and a new check runs): the customer presses the page's button again once it is done.
 */
export function AskedHumanCheckNotice(props: AskedHumanCheckNoticeProps) {
  const { humanCheck } = props;
  if (!humanCheck.challenge) return null;
  return (
    <>
      <Alert tone={humanCheck.refused ? 'warning' : 'info'} title={props.title}>
        {humanCheck.refused ? props.refused : props.reason}
      </Alert>
      <HumanCheck
        challenge={humanCheck.challenge}
        onSolved={humanCheck.onSolved}
        onReset={humanCheck.onReset}
      />
    </>
  );
}
