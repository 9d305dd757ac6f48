import type { CurrentPlan } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
import styles from './cancel.module.css';
import { CallUs, ChatOption } from './chat-option.tsx';
import { ACCOUNT_PATH } from './confirmation-step.tsx';

/**
 * The rules keep this cancellation off the web (flows §5.2 rules 2, 3, 4, 7): said plainly,
 * with the ways that work, chat (with its hours) and the phone.
 */
export function ChatOrPhone({ withChat, now }: { withChat: boolean; now: Date }) {
  const t = useT();
  return (
    <>
      <p>{t('cancel.offline.body')}</p>
      {withChat ? <ChatOption now={now} /> : <CallUs />}
      <BackToAccount />
    </>
  );
}

/** A cancellation is already pending: when service ends, and where to keep the subscription. */
export function AlreadyCancelled({ plan, endsOn }: { plan: CurrentPlan; endsOn: string }) {
  const t = useT();
  const day = useFormatDay();
  return (
    <>
      <Alert tone="info">
        {t('cancel.pending.body', { plan: plan.packageName, date: day(endsOn) })}
      </Alert>
      <BackToAccount />
    </>
  );
}

/** Nothing is left to cancel on this subscription. */
export function NotCancellable() {
  const t = useT();
  return (
    <>
      <p>{t('cancel.none.body')}</p>
      <CallUs />
      <BackToAccount />
    </>
  );
}

function BackToAccount() {
  const t = useT();
  return (
    <div className={styles.actions}>
      <Link to={ACCOUNT_PATH} className={buttonClassName('secondary')}>
        {t('cancel.done.back')}
      </Link>
    </div>
  );
}
