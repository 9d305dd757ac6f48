import { type CareOnboardingMatch, type Locale, rulesCountryForLocale } from '@orbit/domain';
import { Link } from 'react-router';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import { LookupHumanCheck, LpzForm, useLpzVerification } from '../../identification/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { useOnboardingJourney } from '../onboarding-journey.tsx';
import { SETUP_CREDENTIALS_PATH } from '../onboarding-paths.ts';
import { MatchFacts } from './match-facts.tsx';

/**
 * A radio id, VIN or plate tells whose car it is, not that the one typing it owns the
 * subscription (ADR 056): before its streaming sign-in is set up, the account's last name,
 * phone and zip are proven (`authenticate/verify-pii-data`, identification's LPZ form).
 */
export function VerifyMatch({ match }: { match: CareOnboardingMatch }) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const journey = useOnboardingJourney();
  const humanCheck = useAskedHumanCheck();
  const lpz = useLpzVerification({
    onVerified: () => journey.verified(match.matchRef),
    humanCheck,
  });
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.credentials.title')}</StepHeading>
      <MatchFacts match={match} />
      {lpz.unavailable ? (
        <Alert tone="error">
          <p>{t('onboarding.verify.unavailable')}</p>
          <p>
            <Link to={SETUP_CREDENTIALS_PATH}>{t('onboarding.next.lookUpAgain')}</Link>
          </p>
        </Alert>
      ) : null}
      <LpzForm
        country={rulesCountryForLocale(locale)}
        busy={lpz.busy}
        refusal={lpz.refusal}
        serverErrors={lpz.serverErrors}
        onInvalid={(errors) =>
          trackFieldUserErrors(services.dataLayer, { form: 'onboarding.verify' }, errors)
        }
        humanCheck={lpz.checkAsked ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
        onVerify={lpz.verify}
      />
      <CareLine />
    </Card>
  );
}
