import {
  type CareDealer,
  type CareSltcTokenResult,
  CORP_ID_PATTERN,
  type DealerBrandingType,
  type Locale,
} from '@orbit/domain';
import { catalogCalls, trialCalls } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import type { FieldCodes } from '../../../../shared/forms/index.ts';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import {
  type OffersAsked,
  offersQuery,
  selectedOfferOf,
} from '../../../checkout/flow-kit/index.ts';
import { TrialOfferSummary } from '../trial-offer-summary.tsx';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';
import { dealerAccentOf } from './dealer-accent.ts';
import { Sl2cForm } from './sl2c-form.tsx';
import {
  SL2C_FIELD_ALIASES,
  type Sl2cEntry,
  type Sl2cPrefill,
  type Sl2cValues,
  sl2cRadioOf,
} from './sl2c-form-model.ts';
import { dealerLinkQuery, dealerQuery } from './sl2c-queries.ts';

export const SL2C_CONFIRMATION_PATH = '/activate/trial/confirmation';
const ERROR_PATH = '/error';
const QUIET = { skipGlobalHandler: true } as const;

export interface Sl2cPageProps {
  brandingType: DealerBrandingType;
  /** The `/new` routes' non-accordion layout: the same flow, one open column. */
  layout: 'card' | 'open';
}

/**
 * SL2C, a dealer's two-click trial (`activate/trial/service-lane` and `used-vehicle`, flows
 * §3.3). Guard: a numeric `corpid` (else /error) and the dealer's branding; a `tkn` prefills the
 * radio (a bad link: /error; the trial already on the customer's account: confirmation). The
 * offer shown is the branding's (`offers/customer`; in Canada the province chosen reloads it).
 * The claim (`serviceLaneTwoClick`, the flow kit's transaction id as its Idempotency-Key) opens
 * the confirmation; a field refusal stays on its field, a human check is run when asked, and
 * anything else is /error.
 */
export function Sl2cPage({ brandingType, layout }: Sl2cPageProps) {
  const { search } = useLocation();
  const corpId = getQueryParam(search, 'corpid') ?? '';
  const token = getQueryParam(search, 'tkn') ?? undefined;
  if (!CORP_ID_PATTERN.test(corpId)) return <Navigate to={ERROR_PATH} replace />;
  return <Sl2cDoor corpId={corpId} token={token} brandingType={brandingType} layout={layout} />;
}

function Sl2cDoor({
  corpId,
  token,
  ...props
}: Sl2cPageProps & { corpId: string; token: string | undefined }) {
  const services = useAppServices();
  const calls = useCareCalls(trialCalls);
  const dealer = useQuery(dealerQuery(calls, corpId));
  const link = useQuery({ ...dealerLinkQuery(calls, token ?? ''), enabled: token !== undefined });
  const failed = dealer.error ?? link.error;
  useEffect(() => {
    if (failed) {
      reportFailure(services.errors, failureOf(failed), {
        name: dealer.error ? 'dealer' : 'dealer link',
        serverFault: 'stay',
      });
    }
  }, [failed, dealer.error, services.errors]);

  if (failed) return <Navigate to={ERROR_PATH} replace />;
  if (!dealer.data || (token !== undefined && !link.data)) return null;
  if (link.data?.prefillStatus === 'EXISTING_CUSTOMER_VALIDATED') {
    return <Navigate to={SL2C_CONFIRMATION_PATH} replace state={{ alreadyActive: true }} />;
  }
  return (
    <Sl2cFlow
      {...props}
      dealer={dealer.data}
      prefill={token && link.data ? prefillOf(link.data, token) : undefined}
      corpId={corpId}
    />
  );
}

function prefillOf(link: CareSltcTokenResult, token: string): Sl2cPrefill {
  return {
    shown: link.vin ?? `****${link.last4DigitsOfRadioId}`,
    token,
    radioLastFour: link.last4DigitsOfRadioId,
  };
}

function Sl2cFlow({
  brandingType,
  layout,
  dealer,
  prefill,
  corpId,
}: Sl2cPageProps & { dealer: CareDealer; prefill: Sl2cPrefill | undefined; corpId: string }) {
  const t = useT();
  const services = useAppServices();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(trialCalls);
  const canada = services.config.country === 'ca';
  const humanCheck = useAskedHumanCheck();
  const [askingHuman, setAskingHuman] = useState(false);
  const [serverCodes, setServerCodes] = useState<FieldCodes<Sl2cValues>>();
  const [province, setProvince] = useState('');
  const asked = useMemo<OffersAsked>(
    () => ({
      call: 'customerOffers',
      request: {
        streaming: false,
        usedCarBrandingType: brandingType,
        locale,
        ...(canada && province ? { province } : {}),
      },
    }),
    [brandingType, locale, canada, province],
  );
  const offers = useQuery(offersQuery(useCareCalls(catalogCalls), asked));
  const offer = selectedOfferOf(offers.data, undefined);
  useEffect(() => {
    if (offers.error) {
      reportFailure(services.errors, failureOf(offers.error), {
        name: 'dealer offers',
        serverFault: 'stay',
      });
    }
  }, [offers.error, services.errors]);
  const onProvinceChange = useCallback((chosen: string) => setProvince(chosen), []);

  const claim = useMutation({
    mutationFn: ({ entry, typedBox }: { entry: Sl2cEntry; typedBox: string }) => {
      const { transactionId } = usedCarStoreOf(services).get();
      return calls.serviceLaneTwoClick(
        {
          corpId,
          brandingType,
          ...sl2cRadioOf(typedBox, prefill),
          firstName: entry.firstName,
          lastName: entry.lastName,
          ...(entry.email ? { email: entry.email } : {}),
          ...(entry.phone ? { phone: entry.phone } : {}),
          serviceAddress: {
            streetAddress: entry.addressLine1,
            city: entry.city,
            state: entry.state,
            postalCode: entry.zip,
          },
          languagePreference: locale,
          agreementAccepted: true,
          transactionId,
          ...humanCheck.takeProof(),
        },
        QUIET,
      );
    },
    onSuccess: (activation) => {
      usedCarStoreOf(services).restart({ activation });
      void navigate(SL2C_CONFIRMATION_PATH);
    },
    onError: async (error) => {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, { name: 'service lane claim', serverFault: 'stay' });
      if (failure.kind === 'sessionTimedOut' || failure.kind === 'cancelled') return;
      if (await humanCheck.askedBy(failure)) {
        setAskingHuman(true);
        return;
      }
      const onFields = failure.fieldErrors.flatMap((field) => {
        const name = SL2C_FIELD_ALIASES[field.fieldName ?? ''];
        return name ? [[name, field.errorCode] as const] : [];
      });
      if (onFields.length > 0) {
        // Another body under the same key would be refused: the corrected claim is a new attempt.
        usedCarStoreOf(services).newAttempt({});
        setServerCodes(Object.fromEntries(onFields) as FieldCodes<Sl2cValues>);
        return;
      }
      void navigate(ERROR_PATH);
    },
  });

  const accent = dealerAccentOf(dealer.accentColor);
  const banner = (
    <div className={styles.banner} data-accent={accent ? 'dealer' : 'orbit'}>
      <p className={styles.bannerName}>{dealer.name}</p>
      {dealer.tagline ? <p className={styles.bannerTagline}>{dealer.tagline}</p> : null}
    </div>
  );
  const kind = brandingType === 'SLTC_SERVICE_LANE' ? 'serviceLane' : 'usedVehicle';
  return (
    <UsedCarPage
      name={`sl2c-${kind}`}
      title={t(`usedCar.sl2c.${kind}.title`)}
      banner={banner}
      accent={accent}
      layout={layout}
    >
      <p className={styles.lead}>{t('usedCar.sl2c.lead', { dealer: dealer.name })}</p>
      {offer ? (
        <TrialOfferSummary offer={offer} />
      ) : offers.isError ? (
        <Alert tone="warning">{t('usedCar.sl2c.noOffer')}</Alert>
      ) : (
        <p role="status">{t('usedCar.rtp.loadingOffer')}</p>
      )}
      {prefill ? (
        <p className={styles.lead}>
          {t('usedCar.sl2c.prefilled', { lastFour: prefill.radioLastFour })}
        </p>
      ) : null}
      <Sl2cForm
        country={services.config.country}
        prefill={prefill}
        busy={claim.isPending}
        serverCodes={serverCodes}
        onProvinceChange={onProvinceChange}
        humanCheck={
          askingHuman ? (
            <AskedHumanCheckNotice
              humanCheck={humanCheck}
              title={t('usedCar.humanCheck.title')}
              reason={t('usedCar.humanCheck.body')}
              refused={t('usedCar.humanCheck.refused')}
            />
          ) : null
        }
        onSubmit={(entry, typedBox) => claim.mutate({ entry, typedBox })}
      />
    </UsedCarPage>
  );
}
