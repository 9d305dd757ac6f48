import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Card, Stepper } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { StepHeading, satelliteCatalog } from '../flow-kit/index.ts';
import { CheckoutProviders } from '../index.ts';
import { promotionCatalog } from './messages/index.ts';
import { type PromoCodeCheck, promoCodeCheckQuery } from './promo-code-check.ts';
import promotion from './promotion.module.css';
import {
  PROMO_CODE_REDEEMED_PATH,
  PROMOTION_STEP_NUMBERS,
  type PromotionProgress,
} from './promotion-flow.ts';
import { PromotionRefusal } from './promotion-refusal.tsx';
import {
  PROMOTION_STEPS_ON_DEMAND,
  promotionAccountStep,
  promotionActivationStep,
  promotionDeviceStep,
  promotionThanks,
} from './promotion-steps-on-demand.ts';

/** The promotion's words, with the satellite checkout's for the service address it shares. */
const PROMOTION_MESSAGES = mergeCatalogs(satelliteCatalog, promotionCatalog);

/** Analytics names of the promotion's screens (flows §4.3, use case SATELLITE_ORGANIC_NOCOST). */
const FLOW_NAME = 'checkoutpromotion';
const COMPONENT_NAMES = {
  deviceLookup: 'devicelookupstep',
  accountInfo: 'accountinfostep',
  deviceActivation: 'deviceactivationstep',
  done: 'confirmationstep',
} as const;

/**
 * The promotion's pages (`subscribe/checkout/promotion/*`): `satellite?promocode=…` (the flow) and
 * `promo-code-redeemed-error`; anything else under it goes to the flow with the same query.
 */
export function PromotionPages() {
  const { search } = useLocation();
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={PROMOTION_MESSAGES}>
        <Routes>
          <Route path="satellite" element={<PromotionPage />} />
          <Route path="promo-code-redeemed-error" element={<PromotionRefusal kind="redeemed" />} />
          <Route path="*" element={<Navigate to={`satellite${search}`} replace />} />
        </Routes>
      </CatalogLayer>
    </CheckoutProviders>
  );
}

/** The code from the link (`promocode`, any case of the key), or none. */
function promoCodeOf(search: string): string | undefined {
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === 'promocode' && value.trim()) return value.trim();
  }
  return undefined;
}

function PromotionPage() {
  const code = promoCodeOf(useLocation().search);
  if (!code) return <PromotionRefusal kind="noCode" />;
  return <CheckedPromotion code={code} />;
}

/** flows §4.3 load: the code checked, then its branch or the flow. */
function CheckedPromotion({ code }: { code: string }) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const check = useQuery(promoCodeCheckQuery(services, { code, locale }));
  usePageLoadingWhile(services.pageLoading, check.isFetching);
  usePreloadedSteps(PROMOTION_STEPS_ON_DEMAND);
  if (check.isPending && check.isFetching) return null;
  if (check.isError) {
    return (
      <Card>
        <StepHeading>{t('promotion.title')}</StepHeading>
        <Alert tone="error">
          <p>{t(failureMessageId(failureOf(check.error), 'promotion.failed'))}</p>
          <div className={styles.actions}>
            <Button onClick={() => void check.refetch()}>{t('promotion.retry')}</Button>
          </div>
        </Alert>
      </Card>
    );
  }
  if (!check.data) return null;
  return <PromotionBranch check={check.data} />;
}

function PromotionBranch({ check }: { check: PromoCodeCheck }) {
  if (check.kind === 'usable') return <PromotionFlow check={check} />;
  switch (check.status) {
    case 'Redeemed':
      return <Navigate to={PROMO_CODE_REDEEMED_PATH} replace />;
    case 'Expired':
      return <PromotionRefusal kind="expired" code={check.code} />;
    default:
      return <PromotionRefusal kind="invalid" code={check.code} />;
  }
}

/** device-lookup (1) → account-info (2) → device-activation (3) → thanks. */
function PromotionFlow({ check }: { check: Extract<PromoCodeCheck, { kind: 'usable' }> }) {
  const t = useT();
  const { dataLayer, config } = useAppServices();
  const [progress, setProgress] = useState<PromotionProgress>({ step: 'deviceLookup' });
  const { step, radio, customer, activation } = progress;
  useEffect(() => {
    trackPageLoaded(dataLayer, {
      flowName: FLOW_NAME,
      componentName: COMPONENT_NAMES[step],
      pageLabel: step === 'deviceLookup' ? 'AUTHENTICATE' : 'CHECKOUT',
    });
  }, [dataLayer, step]);
  const update = (patch: Partial<PromotionProgress>) =>
    setProgress((current) => ({ ...current, ...patch }));
  const number = step === 'done' ? undefined : PROMOTION_STEP_NUMBERS[step];
  return (
    <Card>
      <StepHeading>{t('promotion.title')}</StepHeading>
      {step === 'done' ? null : (
        <p className={styles.lead}>
          {t('promotion.lead', { packageName: check.offer.packageName, months: check.months })}
        </p>
      )}
      {number ? (
        <Stepper current={number} total={3} label={t('promotion.stepOf', { step: number })} />
      ) : null}
      {step === 'deviceLookup' ? (
        <OnDemandStep
          step={promotionDeviceStep}
          onFound={(found) => update({ radio: found, step: 'accountInfo' })}
        />
      ) : null}
      {step === 'accountInfo' ? (
        <OnDemandStep
          step={promotionAccountStep}
          customer={customer}
          onDone={(entered) => update({ customer: entered, step: 'deviceActivation' })}
        />
      ) : null}
      {step === 'deviceActivation' && radio && customer ? (
        <OnDemandStep
          step={promotionActivationStep}
          code={check.code}
          offer={check.offer}
          months={check.months}
          radio={radio}
          customer={customer}
          onEdit={() => update({ step: 'accountInfo' })}
          onActivated={(done) => update({ activation: done, step: 'done' })}
        />
      ) : null}
      {step === 'done' && activation ? (
        <OnDemandStep step={promotionThanks} activation={activation} />
      ) : null}
      <p className={promotion.care}>{t('promotion.care', { phone: config.care.phone })}</p>
    </Card>
  );
}
