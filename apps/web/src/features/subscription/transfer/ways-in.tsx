import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from './transfer.module.css';
import { transferPathOf } from './transfer-paths.ts';

export interface WaysInProps {
  /** Why the customer is asked: the link could not be used (INVALID_ACSC_TOKEN), or none came. */
  problem: 'invalidLink' | undefined;
  /** The query the ways in keep (a refused link's without its token). */
  search: string;
}

/**
 * Nobody is identified for the transfer (no link, or a link that is no good): sign in, or find
 * the account by its radio or its owner's details (identification's lookup).
 */
export function WaysIn({ problem, search }: WaysInProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('transfer.title')}
      </h1>
      {problem ? (
        <Alert tone="error" title={t('transfer.invalidLink.title')}>
          {t('transfer.invalidLink.body')}
        </Alert>
      ) : null}
      <p className={styles.lead}>{t('transfer.waysIn.lead')}</p>
      <div className={styles.actions}>
        <Link to={transferPathOf('login', search)} className={buttonClassName()}>
          {t('transfer.waysIn.signIn')}
        </Link>
        <Link to={transferPathOf('lookup', search)} className={buttonClassName('secondary')}>
          {t('transfer.waysIn.findAccount')}
        </Link>
      </div>
    </Card>
  );
}
