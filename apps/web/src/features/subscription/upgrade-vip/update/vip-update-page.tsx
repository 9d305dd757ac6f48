import { type CareVipUpdateOffersResult, formatMoney, type Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../../shared/analytics/page-loaded.ts';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppConfig, useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, buttonClassName, Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { OrderAgreementForm } from '../../../checkout/flow-kit/index.ts';
import { loginPath } from '../../cancel/cancel-entry.ts';
import styles from '../upgrade-vip.module.css';
import { useVipUpdateOrder } from './use-vip-update-order.ts';
import { planPriceText } from './vip-plan-price.ts';
import { vipUpdateOffersQuery } from './vip-update-queries.ts';
import { type VipUpdateBounce, vipUpdateStoreFor } from './vip-update-store.ts';
import { VipUpdateThanks } from './vip-update-thanks.tsx';

const BOUNCES: Record<VipUpdateBounce, string> = {
  card: 'vip.update.error.card',
  noCard: 'vip.update.error.noCard',
  plan: 'vip.update.error.plan',
  unexpected: 'vip.update.error.unexpected',
};

/**
 * The existing-VIP update (flows §4.5 "update of an existing VIP"; ADR 053): `update` and its
 * `update/thanks`. The bundle and its plans come from `offers/vip-update`; a visitor not signed
 * in goes to the sign-in page and comes back, since the card on file pays.
 */
export interface VipUpdatePageProps {
  page: 'update' | 'update/thanks';
}

export function VipUpdatePage({ page }: VipUpdatePageProps) {
  const services = useAppServices();
  const store = vipUpdateStoreFor(services);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    trackPageLoaded(services.dataLayer, { flowName: 'upgrade-vip', componentName: page });
  }, [services.dataLayer, page]);
  if (page === 'update/thanks') {
    return <VipUpdateThanks placedAs={state.placedAs} />;
  }
  return <VipUpdateOpened />;
}

function VipUpdateOpened() {
  const services = useAppServices();
  const location = useLocation();
  const opening = useQuery(vipUpdateOffersQuery(services));
  usePageLoadingWhile(services.pageLoading, opening.isPending);
  const outcome = opening.data;
  if (!outcome) return null;
  if (outcome.kind === 'signIn') return <Navigate to={loginPath(location)} replace />;
  if (outcome.kind === 'failed') return <Navigate to="/error" replace />;
  if (outcome.kind === 'noBundle') return <NoVipBundle />;
  return <VipUpdateForm offers={outcome.offers} />;
}

/** The account has no Platinum VIP bundle: what it can do instead. */
function NoVipBundle() {
  const t = useT();
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('vip.update.noBundle.title')}</h1>
      <p className={styles.lead}>{t('vip.update.noBundle.body')}</p>
      <div className={styles.actions}>
        <Link to="/account" className={buttonClassName()}>
          {t('vip.update.noBundle.account')}
        </Link>
      </div>
    </Card>
  );
}

/** `visa` → `Visa`, as a card's brand is written. */
const brandName = (brand: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

function VipUpdateForm({ offers }: { offers: CareVipUpdateOffersResult }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const config = useAppConfig();
  const services = useAppServices();
  const store = vipUpdateStoreFor(services);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const order = useVipUpdateOrder(store);
  const group = useId();
  const current = offers.plans.find((plan) => plan.current);
  const choices = offers.plans.filter((plan) => !plan.current);
  const [pickedCode, setPickedCode] = useState(
    choices.find((plan) => plan.planCode === state.selectedPlanCode)?.planCode ??
      choices[0]?.planCode,
  );
  const picked = choices.find((plan) => plan.planCode === pickedCode);
  const [primary] = offers.devices;
  const deviceName = (lastFour: string | null) =>
    lastFour ? t('vip.update.radio', { lastFour }) : t('vip.update.streaming');
  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.title}>{t('vip.update.title')}</h1>
        <p className={styles.lead}>{t('vip.update.lead')}</p>
        <h2 className={styles.sectionTitle}>{t('vip.update.devices')}</h2>
        <Summary>
          {offers.devices.map((device) => (
            <SummaryRow key={device.subscriptionId} label={deviceName(device.radioIdLastFour)}>
              {t(`vip.update.role.${device.bundleRole}`)}
              {device.paidThrough
                ? ` · ${t('vip.update.paidThrough', { day: formatDay(device.paidThrough) })}`
                : null}
            </SummaryRow>
          ))}
          {current ? (
            <SummaryRow label={t('vip.update.current')}>
              {`${current.planName} · ${planPriceText(t, current, locale)}`}
            </SummaryRow>
          ) : null}
        </Summary>
      </Card>
      {state.bounce ? (
        <Alert tone="error">{t(BOUNCES[state.bounce], { phone: config.care.phone })}</Alert>
      ) : null}
      <Card>
        <h2>{t('vip.update.choose')}</h2>
        {choices.length === 0 ? (
          <Alert tone="info">{t('vip.update.none')}</Alert>
        ) : (
          <fieldset className={styles.devices}>
            <legend className="visually-hidden">{t('vip.update.choose')}</legend>
            {choices.map((plan) => {
              const id = `${group}-${plan.planCode}`;
              return (
                <div key={plan.planCode} className={styles.device}>
                  <input
                    type="radio"
                    id={id}
                    name={group}
                    checked={plan.planCode === pickedCode}
                    onChange={() => {
                      setPickedCode(plan.planCode);
                      store.update({ selectedPlanCode: plan.planCode, bounce: undefined });
                    }}
                  />
                  <label htmlFor={id}>
                    <span className={styles.deviceName}>{plan.planName}</span>
                    <span>{planPriceText(t, plan, locale)}</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
      </Card>
      <Card>
        <h2>{t('vip.update.payment')}</h2>
        {offers.cardOnFile ? (
          <p>
            {t('vip.update.cardOnFile', {
              brand: brandName(offers.cardOnFile.brand),
              last4: offers.cardOnFile.last4,
            })}
          </p>
        ) : (
          <Alert tone="warning">{t('vip.update.noCard')}</Alert>
        )}
      </Card>
      {picked && primary && offers.cardOnFile ? (
        <Card>
          <h2>{t('vip.update.review')}</h2>
          <Summary>
            <SummaryRow label={t('vip.update.review.plan')}>
              {`${picked.planName} · ${planPriceText(t, picked, locale)}`}
            </SummaryRow>
            <SummaryRow label={t('vip.update.review.starts')}>
              {t('vip.update.review.startsValue', { day: formatDay(picked.startsOn) })}
            </SummaryRow>
            <SummaryRow label={t('vip.update.review.today')} amount total>
              {formatMoney(picked.dueToday, locale)}
            </SummaryRow>
          </Summary>
          <p>
            {t('vip.update.review.note', {
              day: formatDay(picked.startsOn),
              price: formatMoney(picked.price, locale),
            })}
          </p>
          <OrderAgreementForm
            busy={order.busy}
            tryAgainInAMoment={order.tryAgainInAMoment}
            humanCheck={order.humanCheck}
            onPlaceOrder={() =>
              order.place({ subscriptionId: primary.subscriptionId, planCode: picked.planCode })
            }
          />
        </Card>
      ) : null}
    </div>
  );
}
