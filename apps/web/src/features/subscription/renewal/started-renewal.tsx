import type { CareRenewalOffersRequest, Locale } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { hasQueryValue } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { type StepSectionContent, StepSections } from '../../checkout/flow-kit/index.ts';
import styles from './renewal.module.css';
import {
  trackRenewalChoice,
  trackRenewalFailed,
  trackRenewalStarted,
} from './renewal-analytics.ts';
import { RenewalLanding } from './renewal-landing.tsx';
import type { RenewalEntryOutcome } from './renewal-queries.ts';
import {
  RENEWAL_STEPS_ON_DEMAND,
  renewalPaymentStep,
  renewalReviewStep,
  renewalThanksStep,
} from './renewal-steps-on-demand.ts';
import { RENEWAL_STEPS, type RenewalStep } from './renewal-store.ts';
import { AccountStep } from './steps/account-step.tsx';
import { ChoiceStep } from './steps/choice-step.tsx';
import { useRenewalCheckout } from './use-renewal-checkout.ts';

const THANKS = '/thanks';

type Ready = Extract<RenewalEntryOutcome, { kind: 'ready' }>;

export interface StartedRenewalProps {
  /** What the campaign link opened: its promo, its three choices and their offers. */
  entry: Ready;
}

/**
 * The store starts again on every entry (a new visit never shows an earlier order), on the
 * campaign's default choice.
 */
export function StartedRenewal({ entry }: StartedRenewalProps) {
  const services = useAppServices();
  const { store } = useRenewalCheckout();
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store starts once per entry.
  useEffect(() => {
    const { choices, defaultIndex } = entry.offers;
    const choice = choices[defaultIndex] ?? choices[0];
    store.restart({ campaign: entry.campaign, choicePlanCode: choice?.planCode });
    trackRenewalStarted(services.dataLayer, entry.programCode, entry.offers);
    setStarted(true);
  }, [entry]);
  if (!started) return null;
  return <RenewalSteps entry={entry} />;
}

function RenewalSteps({ entry }: { entry: Ready }) {
  const t = useT();
  const services = useAppServices();
  const location = useLocation();
  const locale = useIntl().locale as Locale;
  const { state, store, radioOffers, quote, placed } = useRenewalCheckout();
  const onThanks = location.pathname.endsWith(THANKS);
  const basePath = onThanks ? location.pathname.slice(0, -THANKS.length) : location.pathname;
  const proactive = hasQueryValue(location.search, 'proactiveflag', 'true');
  const { renewalPhones } = services.config.care;
  usePreloadedSteps(RENEWAL_STEPS_ON_DEMAND);
  useEffect(() => {
    trackPageLoaded(services.dataLayer, {
      flowName: 'renewal',
      componentName: placed ? 'thanks' : state.open,
    });
  }, [services.dataLayer, placed, state.open]);

  const offers = radioOffers ?? entry.offers;
  const choice = offers.choices.find((item) => item.planCode === state.choicePlanCode);
  const genre = choice?.genres.find((item) => item.genreId === state.genreId);
  if (placed) {
    if (!onThanks) return <Navigate to={`${basePath}${THANKS}${location.search}`} replace />;
    return (
      <OnDemandStep
        step={renewalThanksStep}
        placed={placed}
        followOn={genre ? `${choice?.packageName} (${genre.name})` : (choice?.packageName ?? '')}
      />
    );
  }
  if (onThanks) return <Navigate to={`${basePath}${location.search}`} replace />;

  const campaignAsked: CareRenewalOffersRequest = {
    planCode: entry.offers.renewalOffer.planCode,
    renewalCode: entry.offers.renewalCode,
    streaming: false,
    locale,
  };
  const open = radioOffers ? state.open : 'account';
  const openIndex = RENEWAL_STEPS.indexOf(open);
  const chooseOnLanding = (planCode: string) =>
    store.update({
      choicePlanCode: planCode,
      genreId: undefined,
      renewalQuoteAsked: undefined,
      ...(radioOffers && openIndex > RENEWAL_STEPS.indexOf('choice') ? { open: 'choice' } : {}),
    });

  const sections: Record<RenewalStep, StepSectionContent> = {
    account: {
      title: t('renewal.find.title'),
      chosen: state.radio
        ? t('renewal.radio.id', { lastFour: state.radio.radioIdLastFour })
        : undefined,
      body: () => (
        <AccountStep
          campaignAsked={campaignAsked}
          bounce={state.bounce}
          onRadio={(radio, radioOffersAsked, accountVerified) => {
            store.update({
              radio,
              radioOffersAsked,
              accountVerified,
              open: 'choice',
              bounce: undefined,
            });
          }}
        />
      ),
    },
    choice: {
      title: t('renewal.step.choice'),
      chosen: choice
        ? genre
          ? `${choice.packageName} (${genre.name})`
          : choice.packageName
        : undefined,
      body: () =>
        radioOffers ? (
          <ChoiceStep
            radioOffers={radioOffers}
            chosenPlanCode={state.choicePlanCode}
            genreId={state.genreId}
            bounce={state.bounce}
            onChoose={(planCode) =>
              store.update({ choicePlanCode: planCode, genreId: undefined, bounce: undefined })
            }
            onChosen={(chosen, genreId) => {
              trackRenewalChoice(services.dataLayer, chosen, genreId);
              store.update({
                genreId,
                open: 'payment',
                bounce: undefined,
                renewalQuoteAsked: undefined,
              });
            }}
          />
        ) : null,
    },
    payment: {
      title: t('renewal.step.payment'),
      chosen: state.payment
        ? t('renewal.payment.chosen', {
            last4:
              state.payment.card.kind === 'card'
                ? state.payment.card.token.last4
                : state.payment.card.last4,
          })
        : undefined,
      body: () =>
        state.radioOffersAsked && state.choicePlanCode ? (
          <OnDemandStep
            step={renewalPaymentStep}
            renewalAsked={{
              planCode: state.radioOffersAsked.planCode,
              renewalCode: state.radioOffersAsked.renewalCode,
              choicePlanCode: state.choicePlanCode,
              ...(state.radioOffersAsked.deviceRef
                ? { deviceRef: state.radioOffersAsked.deviceRef }
                : {}),
            }}
            payment={state.payment}
            accountVerified={state.accountVerified}
            bounce={state.bounce}
            onPriced={(payment, renewalQuoteAsked) =>
              store.update({ payment, renewalQuoteAsked, open: 'review', bounce: undefined })
            }
            onRefused={(refusal) => {
              trackRenewalFailed(services.dataLayer, { code: refusal });
              if (refusal === 'radioLost') {
                store.update({
                  open: 'account',
                  bounce: refusal,
                  radio: undefined,
                  radioOffersAsked: undefined,
                });
              } else if (refusal === 'notAvailable') {
                store.update({ open: 'choice', bounce: refusal });
              } else store.update({ open: 'review', bounce: refusal });
            }}
          />
        ) : null,
    },
    review: {
      title: t('renewal.step.review'),
      body: () =>
        radioOffers && choice && quote ? (
          <OnDemandStep
            step={renewalReviewStep}
            programCode={entry.programCode}
            radioOffers={radioOffers}
            choice={choice}
            quote={quote}
            thanksUrl={`${basePath}${THANKS}${location.search}`}
          />
        ) : (
          <p>{t('renewal.review.pending')}</p>
        ),
    },
  };

  return (
    <div className={styles.page}>
      <RenewalLanding
        offers={offers}
        chosenPlanCode={state.choicePlanCode}
        onChoose={chooseOnLanding}
        phone={proactive ? renewalPhones.proactive : renewalPhones.choice}
      />
      <StepSections
        steps={RENEWAL_STEPS}
        open={open}
        sections={sections}
        onEdit={(step) => store.update({ open: step, bounce: undefined })}
      />
    </div>
  );
}
