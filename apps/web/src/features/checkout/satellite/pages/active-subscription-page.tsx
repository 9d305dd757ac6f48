import { Link, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { buttonClassName } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { useSatelliteCheckout } from '../flow/flow-context.tsx';
import { returnToOf } from './return-to.ts';
import { PageHeading, SatellitePage } from './satellite-page-shell.tsx';

/**
 * `…/satellite/targeted/active-subscription` (flows §1.2, §2.2–2.3): the radio already has an
 * active paid subscription, so there is nothing to buy here — sign in to change it, manage the
 * account, or look up another radio.
 */
export function ActiveSubscriptionPage() {
  return (
    <SatellitePage name="activesubscription">
      <ActiveSubscriptionContent />
    </SatellitePage>
  );
}

function ActiveSubscriptionContent() {
  const t = useT();
  const location = useLocation();
  const { state } = useSatelliteCheckout();
  const last4 = state.radio?.radioIdLastFour;
  return (
    <>
      <PageHeading>{t('satellite.active.title')}</PageHeading>
      <p className={styles.lead}>
        {last4 ? t('satellite.active.bodyRadio', { last4 }) : t('satellite.active.body')}
      </p>
      <div className={styles.actions}>
        <Link to="/sign-in?redirectTo=%2Faccount" className={buttonClassName()}>
          {t('satellite.active.signIn')}
        </Link>
        <Link to="/account" className={buttonClassName('secondary')}>
          {t('satellite.active.manage')}
        </Link>
        <Link to={returnToOf(location.state)} className={buttonClassName('quiet')}>
          {t('satellite.active.lookUpAnother')}
        </Link>
      </div>
    </>
  );
}
