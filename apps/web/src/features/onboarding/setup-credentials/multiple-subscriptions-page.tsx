import { type CareOnboardingMatch, ONBOARDING_PAGE_BY_REASON } from '@orbit/domain';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { useOnboardingJourney } from '../onboarding-journey.tsx';
import { onboardingPagePath, SETUP_CREDENTIALS_PATH } from '../onboarding-paths.ts';
import { vehicleNameOf } from './match-facts.tsx';

/**
 * `multiple-subscriptions-page` (flows §8.5): the lookup matched several subscriptions; the
 * customer picks the one to set up, which then goes to its own reason's page. Opened without a
 * lookup behind it, the page sends the customer to find their account.
 */
export function MultipleSubscriptionsPage() {
  const t = useT();
  const navigate = useNavigate();
  const journey = useOnboardingJourney();
  const groupName = useId();
  const [picked, setPicked] = useState<string>();
  const [unpicked, setUnpicked] = useState(false);
  const matches = journey.matches ?? [];
  if (matches.length < 2) return <Navigate to={SETUP_CREDENTIALS_PATH} replace />;

  const go = () => {
    const match = matches.find((candidate) => candidate.matchRef === picked);
    if (!match) {
      setUnpicked(true);
      return;
    }
    journey.choose(match);
    navigate(onboardingPagePath(ONBOARDING_PAGE_BY_REASON[match.reason]));
  };

  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.multiple.title')}</StepHeading>
      <p className={styles.lead}>{t('onboarding.multiple.lead', { count: matches.length })}</p>
      {unpicked ? <Alert tone="error">{t('onboarding.multiple.pickOne')}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
      >
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('onboarding.multiple.legend')}</legend>
          {matches.map((match) => (
            <label key={match.matchRef} className={styles.choice}>
              <input
                type="radio"
                name={groupName}
                value={match.matchRef}
                checked={picked === match.matchRef}
                onChange={() => {
                  setPicked(match.matchRef);
                  setUnpicked(false);
                }}
              />
              <MatchChoice match={match} />
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit">{t('onboarding.multiple.continue')}</Button>
          <Link to={SETUP_CREDENTIALS_PATH}>{t('onboarding.next.lookUpAgain')}</Link>
        </div>
      </form>
      <CareLine />
    </Card>
  );
}

function MatchChoice({ match }: { match: CareOnboardingMatch }) {
  const t = useT();
  const vehicle = vehicleNameOf(match);
  const radio = match.radioIdLastFour
    ? t('onboarding.match.radioEnding', { last4: match.radioIdLastFour })
    : t('onboarding.match.streamingOnly');
  const title =
    vehicle ??
    (match.radioIdLastFour
      ? t('onboarding.match.radioTitle', { last4: match.radioIdLastFour })
      : radio);
  return (
    <span>
      <span className={styles.choiceTitle}>{title}</span>
      {vehicle ? <span className={styles.choiceLine}>{radio}</span> : null}
      <span className={styles.choiceLine}>{match.planName ?? t('onboarding.match.noPlan')}</span>
    </span>
  );
}
