import { ERROR_PAGE_VIEW_MESSAGE } from '@orbit/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { failedRequestIdOf } from '../../../shared/errors/error-page-state.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { chatUrl, telHref } from '../../../shared/platform/help-links.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import styles from './error-page.module.css';

/**
 * `/error`, the general error page (flows §9.3): where unrecoverable errors, unknown paths and
 * disabled features land. Each view is logged (ERROR_PAGE_VIEW) and the loader is forced off.
 * When a failed request sent the visitor here, its id is shown as a reference to quote to an
 * agent, and sent with the log entry.
 */
export function Component() {
  const { config, logger, pageLoading, dataLayer } = useAppServices();
  const t = useT();
  const viewed = useRef(false);
  const reference = failedRequestIdOf(useLocation().state);

  useEffect(() => {
    pageLoading.set(false);
    if (viewed.current) return;
    viewed.current = true;
    logger.error(ERROR_PAGE_VIEW_MESSAGE, { failedRequestId: reference });
    dataLayer.push('impression', { impression: { name: 'GenericErrorPage' } });
  }, [logger, pageLoading, dataLayer, reference]);

  return (
    <Card className={styles.card}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" className={styles.iconBg} />
        <path d="M20 42c3-5 7.5-7.5 12-7.5S41 37 44 42" className={styles.iconStroke} />
        <circle cx="23" cy="25" r="3.2" className={styles.iconDot} />
        <circle cx="41" cy="25" r="3.2" className={styles.iconDot} />
      </svg>
      <h1>{t('platform.error.heading')}</h1>
      <p className={styles.lead}>{t('platform.error.message')}</p>
      <h2 className={styles.helpHeading}>{t('platform.error.helpIntro')}</h2>
      <div className={styles.help}>
        <ButtonLink href={chatUrl(config.chatProvider.url)} target="_blank" rel="noopener">
          {t('platform.error.chat')}
          <span className="visually-hidden"> {t('platform.error.newTab')}</span>
        </ButtonLink>
        <p className={styles.call}>
          {t('platform.error.callPrefix')}{' '}
          <a href={telHref(config.care.phone)} className={styles.phone}>
            {config.care.phone}
          </a>
        </p>
      </div>
      {reference ? (
        <p className={styles.reference}>
          {t('platform.error.reference')} <code className={styles.code}>{reference}</code>
        </p>
      ) : null}
    </Card>
  );
}
