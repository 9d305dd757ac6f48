import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Panel } from '../../../shared/ui/index.ts';
import styles from './step-sections.module.css';

type StepStatus = 'open' | 'done' | 'later';

interface StepSectionProps {
  /** 1-based position among the steps shown. */
  number: number;
  title: string;
  /** `open`: its form is shown; `done`: what was chosen, with Edit; `later`: its title only. */
  status: StepStatus;
  /** What was chosen, shown once the step is done. */
  chosen?: ReactNode;
  onEdit(): void;
  children: ReactNode;
}

/**
 * One step of an accordion: a panel named "Step N: …". The open one shows its form and takes
 * focus when it opens (so a screen reader hears the new step); a done one says what was chosen,
 * with an Edit button that opens it again.
 */
function StepSection({ number, title, status, chosen, onEdit, children }: StepSectionProps) {
  const t = useT();
  const heading = t('checkout.steps.stepTitle', { number, title });
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
            aria-label={t('checkout.steps.editNamed', { title })}
          >
            {t('checkout.steps.edit')}
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

/** One step's panel: its title, what was chosen in it, and its form (built only while open). */
export interface StepSectionContent {
  title: string;
  chosen?: ReactNode;
  body(): ReactNode;
}

export interface StepSectionsProps<Step extends string> {
  /** The steps shown, in order; they are numbered from 1 as shown. */
  steps: readonly Step[];
  /** The step whose form is open: those before it are done, those after it come later. */
  open: Step;
  sections: Record<Step, StepSectionContent>;
  /** The customer asked to edit a done step. */
  onEdit(step: Step): void;
}

/**
 * The step accordion of the account's purchase pages (change, renewal, VIP, multi-radio): every
 * step a numbered panel, one open at a time, the done ones editable.
 */
export function StepSections<Step extends string>({
  steps,
  open,
  sections,
  onEdit,
}: StepSectionsProps<Step>) {
  const openIndex = steps.indexOf(open);
  return steps.map((step, index) => {
    const section = sections[step];
    const status: StepStatus = index === openIndex ? 'open' : index < openIndex ? 'done' : 'later';
    return (
      <StepSection
        key={step}
        number={index + 1}
        title={section.title}
        status={status}
        chosen={section.chosen}
        onEdit={() => onEdit(step)}
      >
        {status === 'open' ? section.body() : null}
      </StepSection>
    );
  });
}
