import type { CampaignContent, Locale, PurchaseResult } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useConfirmationContent } from '../../catalog/index.ts';
import { ConfirmationHero } from '../components/confirmation-hero.tsx';
import { StepHeading } from '../components/step-heading.tsx';

/**
 * The thanks step's order: the campaign's confirmation content (the order's campaign, else the
 * offer's), and the account number and subscription handed to analytics once the order is there.
 */
export function useOrderConfirmation(
  purchase: PurchaseResult | undefined,
  offerCampaignId: string | null | undefined,
): CampaignContent | undefined {
  const locale = useIntl().locale as Locale;
  const { config, dataLayer } = useAppServices();
  const confirmation = useConfirmationContent(
    purchase?.campaignId ?? offerCampaignId,
    locale,
    config.country,
  );
  useEffect(() => {
    if (!purchase) return;
    dataLayer.update('customerInfo', { accountNumber: purchase.accountNumber });
    dataLayer.update('planInfo', { subscriptionId: purchase.subscriptionId });
  }, [dataLayer, purchase]);
  return confirmation.data;
}

/** The confirmation hero with the campaign's title, else the flow's own. */
export function ThanksHero({
  content,
  fallbackTitle,
}: {
  content: CampaignContent | undefined;
  fallbackTitle: string;
}) {
  return (
    <ConfirmationHero
      content={content}
      heading={<StepHeading>{content?.confirmationHero?.title ?? fallbackTitle}</StepHeading>}
    />
  );
}
