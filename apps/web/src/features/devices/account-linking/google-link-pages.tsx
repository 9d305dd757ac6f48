import { ACCOUNT_LINK_SCOPES } from '@orbit/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import styles from './account-linking.module.css';

const GOOGLE_PATH = '/subscribe/linking/device-link-google';
const STEPS = [1, 2, 3, 4, 5] as const;
const QUESTIONS = ['noSignIn', 'failed', 'unlink', 'otherAccount'] as const;

/** What a partner may do once linked, in the scopes' order. */
export function ScopeList({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={className ?? styles.list}>
      {ACCOUNT_LINK_SCOPES.map((scope) => (
        <li key={scope}>{t(`linking.scope.${scope}`)}</li>
      ))}
    </ul>
  );
}

function BackToGoogle() {
  const t = useT();
  return (
    <p>
      <Link to={GOOGLE_PATH}>{t('google.back')}</Link>
    </p>
  );
}

/**
 * `subscribe/linking/device-link-google`: what linking Google does and how to start it. The
 * customer starts in the Google Home app, which opens our sign-in and consent page (ADR 071).
 */
export function GoogleLanding() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('route.deviceLinkGoogle.title')}</h1>
      <p className={styles.lead}>{t('google.lead')}</p>
      <section className={styles.section} aria-labelledby="google-what">
        <h2 id="google-what" className={styles.subhead}>
          {t('google.what.title')}
        </h2>
        <ScopeList />
        <p className={styles.fine}>{t('google.what.notShared')}</p>
      </section>
      <section className={styles.section} aria-labelledby="google-steps">
        <h2 id="google-steps" className={styles.subhead}>
          {t('google.steps.title')}
        </h2>
        <ol className={styles.list}>
          {STEPS.map((step) => (
            <li key={step}>{t(`google.steps.${step}`)}</li>
          ))}
        </ol>
        <p className={styles.fine}>{t('google.unlink')}</p>
      </section>
      <div className={styles.actions}>
        <Link to={`${GOOGLE_PATH}/support`}>{t('google.supportLink')}</Link>
        <Link to={`${GOOGLE_PATH}/terms-and-conditions`}>{t('google.termsLink')}</Link>
      </div>
    </Card>
  );
}

/** `…/device-link-google/support`: the questions customers ask about linking Google. */
export function GoogleSupport() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('google.support.title')}</h1>
      <dl className={styles.questions}>
        {QUESTIONS.map((question) => (
          <div key={question}>
            <dt>{t(`google.support.${question}.question`)}</dt>
            <dd>
              <p>{t(`google.support.${question}.answer`)}</p>
              {question === 'noSignIn' ? (
                <p>
                  <Link to="/sign-up">{t('google.support.noSignIn.action')}</Link>
                </p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <BackToGoogle />
    </Card>
  );
}

/** `…/device-link-google/terms-and-conditions`: what linking allows, records and ends. */
export function GoogleTerms() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('google.terms.title')}</h1>
      <p>{t('google.terms.what')}</p>
      <ScopeList />
      <p>{t('google.terms.record')}</p>
      <p>{t('google.terms.google')}</p>
      <p>{t('google.terms.end')}</p>
      <BackToGoogle />
    </Card>
  );
}

/**
 * Where a linking ends for the customer (`device-link-google/success`, and Alexa's): the partner
 * linked, how to try it, how to unlink, and on to the account or another link.
 */
export function LinkSuccess({ partner }: { partner: 'google' | 'alexa' }) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t(`${partner}.success.title`)}</h1>
      <p className={styles.lead}>{t(`${partner}.success.body`)}</p>
      <p className={styles.fine}>{t(`${partner}.success.unlink`)}</p>
      <div className={styles.actions}>
        <Link to="/account">{t('google.success.account')}</Link>
        <Link to="/subscribe/linking">{t('google.success.hub')}</Link>
      </div>
    </Card>
  );
}
