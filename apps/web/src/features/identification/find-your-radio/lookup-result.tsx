import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Tile } from '../../../shared/ui/index.ts';
import styles from './find-your-radio.module.css';
import type { IdentifiedRadio } from './identified-radio.ts';

export interface FoundRadioProps {
  radio: IdentifiedRadio;
  /** The caller is loading what comes next: the button says so. */
  continuing: boolean;
  onContinue(): void;
  /** "Not your radio?": back to the form. */
  onSearchAgain(): void;
}

/**
 * "We found your radio": the vehicle (year, make, model) and the last 4 of the radio id — all
 * the lookup may show a visitor — with Continue. Its heading takes focus so the result is read.
 */
export function FoundRadio({ radio, continuing, onContinue, onSearchAgain }: FoundRadioProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const vehicle = radio.vehicle
    ? [radio.vehicle.year, radio.vehicle.make, radio.vehicle.model].filter(Boolean).join(' ')
    : undefined;
  return (
    <Tile as="section" className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {t('identification.found.title')}
      </h2>
      <dl className={styles.facts}>
        {vehicle ? (
          <div className={styles.fact}>
            <dt>{t('identification.found.vehicle')}</dt>
            <dd>{vehicle}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('identification.found.radio')}</dt>
          <dd>{t('identification.found.radioEnding', { last4: radio.radioIdLastFour })}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onContinue} disabled={continuing} aria-busy={continuing || undefined}>
          {continuing ? t('identification.working') : t('identification.continue')}
        </Button>
        <Button variant="quiet" onClick={onSearchAgain} disabled={continuing}>
          {t('identification.found.notMine')}
        </Button>
      </div>
    </Tile>
  );
}

export type LookupProblem = 'notFound' | 'tooMany' | 'failed';

/** Why the last lookup found nothing, announced as it appears. */
export function LookupProblemAlert({ problem }: { problem: LookupProblem }) {
  const t = useT();
  return (
    <Alert tone="error" title={t(`identification.problem.${problem}.title`)}>
      {t(`identification.problem.${problem}.body`)}
    </Alert>
  );
}
