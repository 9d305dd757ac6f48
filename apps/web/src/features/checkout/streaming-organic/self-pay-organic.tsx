import type { Locale } from '@orbit/domain';
import { createContentManagementClient, createEligibilityClient } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { orbitSessionFor } from '../../../shared/services/orbit-sdk.ts';
import { buttonClassName } from '../../../shared/ui/index.ts';
import { OfferPresentation, useCampaignContent, useOfferFeatures } from '../../catalog/index.ts';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { StepHeading } from '../components/step-heading.tsx';
import { streamingCheckoutStoreFor } from './checkout-store.ts';
import { trackOffer } from './flow-analytics.ts';
import { errorPageUrl, STEPS, stepUrl } from './flow-steps.ts';
import { selfPayFailurePage } from './self-pay-offers.ts';
import { selfPayOffersQuery } from './self-pay-queries.ts';
import { useStepAnalytics } from './use-step-analytics.ts';

/**
 * `streaming/self-pay/organic` (behind `enableAtlasStreamingOrganicSelfPayNonAccordion`): the
 * offer without the accordion flow, loaded through the SDK's eligibility service (flows §2.1)
 * on whatever session the SDK holds — anonymous for a visitor. Continue hands the offers shown
 * to the organic flow, which goes on from its credentials as it always does.
 */
export function SelfPayOrganic() {
  return (
    <CheckoutProviders>
      <SelfPayOffer />
    </CheckoutProviders>
  );
}

function SelfPayOffer() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const services = useAppServices();
  const { config, dataLayer, pageLoading, sdk } = services;
  useStepAnalytics(STEPS.offer);
  const programCode = getQueryParam(search, 'programcode')?.trim() || undefined;
  const promoParam = getQueryParam(search, 'promocode')?.trim();
  // An empty promo code is refused at the flow's door (flows §2.1, entry rule 4): no call for it.
  const emptyPromo = promoParam === '';
  const promoCode = promoParam || undefined;
  const clients = useMemo(
    () => ({
      eligibility: createEligibilityClient(sdk),
      content: createContentManagementClient(sdk),
    }),
    [sdk],
  );
  const asked = useMemo(
    () => ({ country: config.country, locale, promoCode }),
    [config.country, locale, promoCode],
  );
  const offers = useQuery({
    ...selfPayOffersQuery(clients, asked, () => orbitSessionFor(sdk).ensureStarted()),
    enabled: !emptyPromo,
  });
  const lead = offers.data?.offers[0];
  const campaign = useCampaignContent(lead?.campaignId, locale);
  const features = useOfferFeatures(lead?.planCode, locale);

  const loading = offers.isPending && !emptyPromo;
  useEffect(() => {
    pageLoading.set(loading);
  }, [loading, pageLoading]);
  useEffect(() => {
    if (offers.error) {
      reportFailure(services.errors, failureOf(offers.error), { name: 'self-pay offers' });
    }
  }, [offers.error, services]);
  useEffect(() => {
    if (lead) trackOffer(dataLayer, lead, null);
  }, [dataLayer, lead]);

  if (emptyPromo) return <Navigate to={errorPageUrl('generic-error', search)} replace />;
  if (offers.error) {
    const page = selfPayFailurePage(failureOf(offers.error));
    return <Navigate to={errorPageUrl(page, search)} replace />;
  }
  if (!offers.data) return null;
  if (!lead) return <Navigate to={errorPageUrl('generic-error', search)} replace />;
  // The organic flow starts from what this page showed, so the plan on its steps is this one.
  const handOver = () =>
    streamingCheckoutStoreFor(services).restart({
      entrySearch: search,
      programCode,
      promoCode,
      offersAsked: { call: 'selfPay', query: asked },
      selectedPlanCode: lead.planCode,
    });
  return (
    <OfferPresentation
      offer={lead}
      campaign={campaign.data}
      features={features.data}
      heading={
        <StepHeading>{campaign.data?.salesHero?.title ?? t('checkout.offer.title')}</StepHeading>
      }
      actions={
        <Link
          to={stepUrl('credsInterstitial', search)}
          onClick={handOver}
          className={buttonClassName()}
        >
          {t('checkout.continue')}
        </Link>
      }
    />
  );
}
