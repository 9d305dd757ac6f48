import { chatAvailability } from '@orbit/domain';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { chatUrl, telHref } from '../../../shared/platform/help-links.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import styles from './cancel.module.css';

/** The chat queue of cancellations. */
const CANCEL_CHAT_QUEUE = 'cancel';

/**
 * Chat with an agent, with its hours (weekdays 8 AM–11 PM, weekends 8 AM–8 PM Eastern, from
 * `chatAvailability`): open now, until when; closed, when to come back, in the customer's
 * language and own time. The care phone number beside it.
 */
export function ChatOption({ now }: { now: Date }) {
  const t = useT();
  const intl = useIntl();
  const config = useAppConfig();
  const chat = chatAvailability(now);
  const time = (instant: Date) =>
    intl.formatDate(instant, {
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
  return (
    <div className={styles.chat}>
      {chat.open ? (
        <>
          <p>
            <a
              href={chatUrl(config.chatProvider.url, CANCEL_CHAT_QUEUE)}
              target="_blank"
              rel="noopener"
            >
              {t('cancel.chat.link')}
              <span className="visually-hidden"> {t('cancel.chat.newTab')}</span>
            </a>
          </p>
          <p className={styles.fine}>{t('cancel.chat.openUntil', { time: time(chat.closesAt) })}</p>
        </>
      ) : (
        <p>{t('cancel.chat.closed', { time: time(chat.opensAt) })}</p>
      )}
      <p className={styles.fine}>{t('cancel.chat.hours')}</p>
      <CallUs />
    </div>
  );
}

/** "Or call us at" the care number of the customer's market, a `tel:` link that never wraps. */
export function CallUs() {
  const t = useT();
  const config = useAppConfig();
  return (
    <p>
      {t('cancel.chat.call')}{' '}
      <a href={telHref(config.care.phone)} className={styles.phone}>
        {config.care.phone}
      </a>
    </p>
  );
}
