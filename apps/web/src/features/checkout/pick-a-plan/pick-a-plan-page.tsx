import { fieldIssue, formatMoney, type Locale, type PresentedOffer } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useEntryForm, useFieldBindings } from '../../../shared/forms/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { Alert, Button, buttonClassName, Card, TextField } from '../../../shared/ui/index.ts';
import { PackageCard } from '../../catalog/index.ts';
import { checkLookupRadioId } from '../../identification/index.ts';
import styles from '../components/checkout.module.css';
import { StepHeading } from '../flow-kit/index.ts';
import { CheckoutProviders } from '../index.ts';
import { handledFailureOf } from '../promotion/handled-failure.ts';
import { pickAPlanCatalog } from './messages/index.ts';
import { checkoutLinkOf, sharedIntroOf } from './pick-a-plan-landing.ts';

const QUIET = { skipGlobalHandler: true } as const;
/**
 * Where a link without a program code, or offers that fail to load, send the visitor. Flows §4.2
 * says `subscribe/checkout`, which redirects a visitor without a code to the renewal's page; the
 * plain way in (ADR 038) is where someone without a usable offer picks one (ADR 043).
 */
const CHECKOUT_PATH = '/subscribe';
/** "No radio? Get the Orbit app": the streaming checkout's way in (ADR 038). */
const STREAMING_PATH = '/subscribe/checkout/streaming';

/** The program's offers (+ the province the link names, on the Canadian site), once per visit. */
function programOffersQuery(
  services: AppServices,
  input: { programCode: string; promoCode?: string; province?: string; locale: Locale },
) {
  return queryOptions({
    queryKey: ['checkout', 'pick-a-plan', input] as const,
    queryFn: async () => {
      try {
        const calls = careCallsFor(services.careRequester, catalogCalls);
        return await calls.getOffers(
          {
            streaming: false,
            programCode: input.programCode,
            ...(input.promoCode ? { marketingPromoCode: input.promoCode } : {}),
            ...(input.province ? { province: input.province } : {}),
            locale: input.locale,
          },
          QUIET,
        );
      } catch (error) {
        handledFailureOf(services, error, 'pick a plan offers');
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Pick-a-plan (`subscribe/checkout/offer/flepz?programcode=…&promocode=…`, flows §4.2): the
 * program's offers with its promise, a plan picked, then the radio ID and account number; on
 * Continue the targeted satellite checkout takes the radio (find-your-radio, then
 * `offers/customer` with the program code) and opens on the plan picked. No code, or offers that
 * fail to load or are stand-ins: the plain way in (`subscribe`, ADR 043).
 */
export function PickAPlanPage() {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={pickAPlanCatalog}>
        <PickAPlan />
      </CatalogLayer>
    </CheckoutProviders>
  );
}

function PickAPlan() {
  const services = useAppServices();
  const { search } = useLocation();
  const locale = useIntl().locale as Locale;
  const programCode = getQueryParam(search, 'programcode')?.trim() ?? '';
  const promoCode = getQueryParam(search, 'promocode')?.trim() || undefined;
  const province = getQueryParam(search, 'province')?.trim().toUpperCase() || undefined;
  const input = useMemo(
    () => ({
      programCode,
      locale,
      ...(promoCode ? { promoCode } : {}),
      ...(province && services.config.country === 'ca' ? { province } : {}),
    }),
    [programCode, promoCode, province, locale, services.config.country],
  );
  const offers = useQuery({ ...programOffersQuery(services, input), enabled: programCode !== '' });
  usePageLoadingWhile(services.pageLoading, offers.isFetching);
  useEffect(() => {
    trackPageLoaded(services.dataLayer, {
      flowName: 'pickaplan',
      componentName: 'offerpresentmentstep',
      pageLabel: 'AUTHENTICATE',
    });
  }, [services.dataLayer]);
  if (programCode === '') return <Navigate to={CHECKOUT_PATH} replace />;
  if (offers.isPending) return null;
  const shown = offers.data?.offers.filter((offer) => offer.fallbackReason === null) ?? [];
  if (offers.isError || shown.length === 0) return <Navigate to={CHECKOUT_PATH} replace />;
  return <PlanPicker programCode={programCode} offers={shown} lead={offers.data.leadPlanCode} />;
}

function PlanPicker({
  programCode,
  offers,
  lead,
}: {
  programCode: string;
  offers: PresentedOffer[];
  lead: string | null;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { config } = useAppServices();
  const [picked, setPicked] = useState<string | undefined>(lead ?? undefined);
  const intro = sharedIntroOf(offers);
  return (
    <Card>
      <StepHeading>
        {intro
          ? t('pickAPlan.title', { months: intro.months, price: formatMoney(intro.price, locale) })
          : t('pickAPlan.titleChoose')}
      </StepHeading>
      <p className={styles.lead}>{t('pickAPlan.lead')}</p>
      <section aria-label={t('pickAPlan.plans')}>
        <ul className={[styles.list, styles.section].join(' ')}>
          {offers.map((offer) => (
            <li key={offer.planCode}>
              <PackageCard offer={offer} />
              <div className={styles.actions}>
                <Button
                  variant={offer.planCode === picked ? 'primary' : 'secondary'}
                  aria-pressed={offer.planCode === picked}
                  aria-label={t('pickAPlan.selectNamed', { plan: offer.packageName })}
                  onClick={() => setPicked(offer.planCode)}
                >
                  {offer.planCode === picked ? t('pickAPlan.selected') : t('pickAPlan.select')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <FindYourAccount programCode={programCode} planCode={picked} />
      <p className={styles.fine}>{t('pickAPlan.care', { phone: config.care.phone })}</p>
    </Card>
  );
}

const accountSchema = z.object({
  radioId: z.string().check(
    z.superRefine((value, context) => {
      if (value.trim() === '') context.addIssue(fieldIssue('REQUIRED'));
      else if (checkLookupRadioId(value)) context.addIssue(fieldIssue('INVALID'));
    }),
  ),
  accountNumber: z.string().check(
    z.superRefine((value, context) => {
      const digits = value.replace(/[\s-]/g, '');
      if (digits === '') context.addIssue(fieldIssue('REQUIRED'));
      else if (!/^\d{6,20}$/.test(digits)) context.addIssue(fieldIssue('INVALID'));
    }),
  ),
});
type AccountField = 'radioId' | 'accountNumber';

function accountMessageId(field: AccountField, code: string): string {
  return `pickAPlan.account.${field}${code === 'REQUIRED' ? 'Required' : 'Invalid'}`;
}

/** The find-your-account card: radio ID and account number, then the checkout with the plan. */
function FindYourAccount({ programCode, planCode }: { programCode: string; planCode?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [pickFirst, setPickFirst] = useState(false);
  const entry = useEntryForm({
    schema: accountSchema,
    defaultValues: { radioId: '', accountNumber: '' },
    onSubmit: ({ radioId, accountNumber }) => {
      if (!planCode) {
        setPickFirst(true);
        return;
      }
      void navigate(
        checkoutLinkOf({
          programCode,
          planCode,
          radioId: radioId.trim().replace(/-/g, '').toUpperCase(),
          accountNumber: accountNumber.replace(/[\s-]/g, ''),
        }),
      );
    },
  });
  const { bind } = useFieldBindings<AccountField, string>(entry, accountMessageId);
  return (
    <form {...entry.formProps} className={styles.form} aria-labelledby="pick-a-plan-account">
      <h2 id="pick-a-plan-account" className={styles.subhead}>
        {t('pickAPlan.account.title')}
      </h2>
      <p>{t('pickAPlan.account.body')}</p>
      <TextField
        {...bind('radioId')}
        label={t('pickAPlan.account.radioId')}
        hint={t('pickAPlan.account.radioIdHint')}
        autoComplete="off"
        maxLength={14}
      />
      <TextField
        {...bind('accountNumber')}
        label={t('pickAPlan.account.accountNumber')}
        hint={t('pickAPlan.account.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
      />
      {pickFirst && !planCode ? <Alert tone="error">{t('pickAPlan.pickFirst')}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit">{t('pickAPlan.continue')}</Button>
      </div>
      <p>
        {t('pickAPlan.noRadio')}{' '}
        <Link to={STREAMING_PATH} className={buttonClassName('secondary')}>
          {t('pickAPlan.getTheApp')}
        </Link>
      </p>
    </form>
  );
}
