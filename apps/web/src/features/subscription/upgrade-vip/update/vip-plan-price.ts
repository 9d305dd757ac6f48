import { type CareVipUpdatePlan, formatMoney, type Locale } from '@orbit/domain';
import type { useT } from '../../../../shared/i18n/use-t.ts';

/** A plan's price as the customer reads it: a month's, or a year's with what it comes to a month. */
export function planPriceText(
  t: ReturnType<typeof useT>,
  plan: Pick<CareVipUpdatePlan, 'price' | 'pricePerMonth' | 'termMonths'>,
  locale: Locale,
): string {
  const price = formatMoney(plan.price, locale);
  if (plan.termMonths === 1) return t('vip.update.price.monthly', { price });
  if (plan.termMonths === 12) {
    return t('vip.update.price.annual', {
      price,
      perMonth: formatMoney(plan.pricePerMonth, locale),
    });
  }
  return t('vip.update.price.term', { price, months: plan.termMonths });
}
