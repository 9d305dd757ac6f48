import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Panel } from '../../../shared/ui/index.ts';
import styles from './change.module.css';

export interface StepSectionProps {
  /** 1-based position among the steps shown. */
  number: number;
  title: string;
  /** `open`: its form is shown; `done`: what was chosen, with Edit; `later`: its title only. */
  status: 'open' | 'done' | 'later';
  /** What was chosen, shown once the step is done. */
  chosen?: ReactNode;
  onEdit(): void;
  children: ReactNode;
}

/**
 * One step of the change pages' accordion: a panel named "Step N: …". The open one shows its
 * form and takes focus when it opens (so a screen reader hears the new step); a done one says
 * what was chosen, with an Edit button that opens it again.
 */
export function StepSection({ number, title, status, chosen, onEdit, children }: StepSectionProps) {
  const t = useT();
  const heading = t('subscription.change.stepTitle', { number, title });
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'open') region.current?.focus({ preventScroll: false });
  }, [status]);
  return (
    <Panel
      title={heading}
      aside={
        status === 'done' ? (
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('subscription.change.editNamed', { title })}
          >
            {t('subscription.change.edit')}
          </Button>
        ) : undefined
      }
    >
      {status === 'done' && chosen ? <div className={styles.chosen}>{chosen}</div> : null}
      {status === 'open' ? (
        <div ref={region} tabIndex={-1} className={styles.body}>
          {children}
        </div>
      ) : null}
    </Panel>
  );
}
