import {
  type CareCaptchaFields,
  type CareOnboardingMatches,
  type Locale,
  onboardingPageOf,
  rulesCountryForLocale,
} from '@orbit/domain';
import { onboardingCalls } from '@orbit/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import {
  CarInfoForm,
  type FinderView,
  FlepzForm,
  flepzRequestOf,
  type LookupCheck,
  LookupHumanCheck,
  LookupProblemAlert,
  LookupTabs,
  RadioInfoForm,
  useAccountFinder,
} from '../../identification/index.ts';
import styles from '../onboarding.module.css';
import { type OnboardingLookupMethod, useOnboardingJourney } from '../onboarding-journey.tsx';
import { AFTER_LOOKUP } from '../onboarding-pages-on-demand.ts';
import { onboardingPagePath } from '../onboarding-paths.ts';
import { flepzLinkOf } from './flepz-link.ts';
import { runOnboardingLookup } from './onboarding-lookup.ts';

/** Flows §8.5: the find-account tabs — your info (FLEPZ), radio id, VIN, licence plate. */
export type FinderTab = 'info' | 'radio' | 'vin' | 'plate';
const FINDER_TABS: readonly FinderTab[] = ['info', 'radio', 'vin', 'plate'];
const TAB_FIELDS: Record<FinderTab, readonly string[]> = {
  info: ['firstName', 'lastName', 'email', 'phoneNumber', 'zipCode'],
  radio: ['radioId'],
  vin: ['vin'],
  plate: ['licensePlate', 'state', 'consent'],
};

/** How the page was opened: the plain form, or a link whose lookup runs on arrival. */
export type SetupCredentialsEntry = 'form' | 'flepzLink' | 'tokenLink';

interface SetupView extends FinderView {
  /** The link's details could not be read (or it had none): the form, with a word about it. */
  linkUnreadable?: boolean;
}

type DeviceCheck = Extract<LookupCheck, { ok: true }>;

const skip = { skipGlobalHandler: true } as const;

/**
 * `setup-credentials` (flows §8.5): find the subscription whose streaming sign-in to set up.
 * Each tab's form is identification's; the lookups are onboarding's (`identity/streaming/flepz`,
 * `identity/streaming/device`, `account/token/onboarding`), each match carrying its routing
 * reason, so the page only goes where `onboardingPageOf` says. `lookup?flepz=` and
 * `tkn-lookup?tkn=` run their lookup on arrival; a link that cannot be read leaves the form
 * with a word about it, never an error page.
 */
export function SetupCredentialsPage({
  entry = 'form',
  initialTab = 'info',
}: {
  entry?: SetupCredentialsEntry;
  initialTab?: FinderTab;
}) {
  usePreloadedSteps(AFTER_LOOKUP);
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const calls = useCareCalls(onboardingCalls);
  const journey = useOnboardingJourney();
  const navigate = useNavigate();
  const { search } = useLocation();
  const idPrefix = useId();
  const [tab, setTab] = useState<FinderTab>(initialTab);
  const { busy, view, setView, humanCheck, lookUp: runLookup } = useAccountFinder<SetupView>();
  const [arriving, setArriving] = useState(entry !== 'form');
  usePageLoadingWhile(services.pageLoading, arriving);

  const lookUp = (
    method: OnboardingLookupMethod,
    call: (captcha: CareCaptchaFields) => Promise<CareOnboardingMatches>,
  ) =>
    runLookup(
      (takeProof) => runOnboardingLookup(services, method, () => call(takeProof())),
      TAB_FIELDS[tab],
      (found) => {
        journey.found(found.matches, method);
        navigate(onboardingPagePath(onboardingPageOf(found.matches)));
      },
    );

  // A link's lookup runs once on arrival (StrictMode's second effect sends nothing).
  const linkRead = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, on arrival.
  useEffect(() => {
    if (entry === 'form' || linkRead.current) return;
    linkRead.current = true;
    const arrive = async () => {
      if (entry === 'flepzLink') {
        const link = flepzLinkOf(getQueryParam(search, 'flepz') ?? '', country);
        if (link.kind === 'unreadable') return setView({ linkUnreadable: true });
        const request = flepzRequestOf(link.values, country, locale);
        return lookUp('FLEPZ', (captcha) => calls.streamingFlepz({ ...request, ...captcha }, skip));
      }
      const token = getQueryParam(search, 'tkn')?.trim();
      if (!token) return setView({ linkUnreadable: true });
      return lookUp('TOKEN_URL', () => calls.onboardingToken({ token, locale }, skip));
    };
    void arrive().finally(() => setArriving(false));
  }, []);

  if (arriving) return null;

  const common = {
    busy,
    serverErrors: view.serverErrors,
    onInvalid: (errors: Readonly<Record<string, string | undefined>>) =>
      trackFieldUserErrors(services.dataLayer, { form: `onboarding.findaccount.${tab}` }, errors),
  };
  const lookUpDevice = (check: DeviceCheck) =>
    void lookUp(check.authenticationType, (captcha) =>
      calls.streamingDevice({ ...check.request, locale, ...captcha }, skip),
    );

  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.find.title')}</StepHeading>
      <p className={styles.lead}>{t('onboarding.find.lead')}</p>
      {view.linkUnreadable ? (
        <Alert tone="warning" title={t('onboarding.find.linkUnreadable.title')}>
          <p>{t('onboarding.find.linkUnreadable.body')}</p>
        </Alert>
      ) : null}
      {view.problem ? <LookupProblemAlert problem={view.problem} /> : null}
      {view.humanCheck ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      <LookupTabs
        label={t('onboarding.find.tabs.label')}
        idPrefix={idPrefix}
        tabs={FINDER_TABS.map((id) => ({ id, label: t(`onboarding.find.tabs.${id}`) }))}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setView({});
        }}
      >
        <p className={styles.lead}>{t(`onboarding.find.${tab}.lead`)}</p>
        {tab === 'info' ? (
          <FlepzForm
            {...common}
            country={country}
            onLookup={(request) =>
              void lookUp('FLEPZ', (captcha) =>
                calls.streamingFlepz({ ...request, ...captcha }, skip),
              )
            }
          />
        ) : tab === 'radio' ? (
          <RadioInfoForm {...common} onLookup={lookUpDevice} />
        ) : (
          <CarInfoForm {...common} country={country} method={tab} onLookup={lookUpDevice} />
        )}
      </LookupTabs>
    </Card>
  );
}
