import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { STEPS, type StepName } from '../streaming-organic/flow-steps.ts';
import { useStreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';
import styles from './trial-accordion.module.css';

/** The accordion's sections (flows §3.6 stepper), each opened by the steps it holds. */
const SECTIONS = [
  { id: 'account', steps: ['credsInterstitial', 'creds'], first: 'creds' },
  { id: 'information', steps: ['paymentInterstitial', 'payment'], first: 'payment' },
  { id: 'review', steps: ['review'], first: 'review' },
] as const satisfies readonly { id: string; steps: readonly StepName[]; first: StepName }[];

function stepOfPath(pathname: string): StepName | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1)?.toLowerCase() ?? '';
  return (Object.keys(STEPS) as StepName[]).find((step) => STEPS[step].path === last);
}

/**
 * `subscribe/trial/streaming`'s layout (the accordion): the three sections one under the other,
 * the current one open with its step inside, the ones done closed with a way back to them, the
 * ones ahead closed. The offer and the confirmation stand alone. The URL still names the step,
 * so Back and a reload behave as in the one-step-per-screen twin.
 */
export function TrialAccordion({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { stepUrl } = useStreamingFlowRoute();
  const step = stepOfPath(pathname);
  const open = SECTIONS.findIndex((section) =>
    (section.steps as readonly StepName[]).includes(step ?? 'offer'),
  );
  if (open < 0) return children;
  return (
    <ol className={styles.sections} aria-label={t('trial.accordion.label')}>
      {SECTIONS.map((section, index) => {
        const title = t(`trial.accordion.${section.id}`);
        return (
          <li
            key={section.id}
            className={styles.section}
            aria-current={index === open ? 'step' : undefined}
          >
            <div className={styles.header}>
              {/* Not a heading: the open step's own heading is the page's. */}
              <p className={styles.title}>
                {title}
                {index < open ? ` — ${t('trial.accordion.done')}` : ''}
              </p>
              {index < open ? (
                <Link to={stepUrl(section.first, search)}>
                  {t('trial.accordion.edit', { section: title })}
                </Link>
              ) : null}
            </div>
            {index === open ? <div className={styles.body}>{children}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
