import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { StepHeading } from '../flow-kit/index.ts';
import { CHOOSE_A_PLAN_PATH } from './promotion-flow.ts';

export type PromotionRefusalKind = 'noCode' | 'invalid' | 'expired' | 'redeemed';

/**
 * Why the promotion cannot start (flows §4.3 load): no code in the link (NO_PROMO_CODE), a code
 * not found or not for this site, an expired one, a redeemed one (its own page). Each offers the
 * satellite checkout instead.
 */
export function PromotionRefusal({ kind, code }: { kind: PromotionRefusalKind; code?: string }) {
  const t = useT();
  return (
    <Card>
      <StepHeading>{t(`promotion.error.${kind}.title`)}</StepHeading>
      <p className={styles.lead}>{t(`promotion.error.${kind}.body`, { code: code ?? '' })}</p>
      <div className={styles.actions}>
        <Link to={CHOOSE_A_PLAN_PATH} className={buttonClassName('primary')}>
          {t('promotion.error.choosePlan')}
        </Link>
      </div>
    </Card>
  );
}
