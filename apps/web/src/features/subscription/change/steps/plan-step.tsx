import { useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button, Dialog } from '../../../../shared/ui/index.ts';
import styles from '../change.module.css';
import type { ChangePackage } from '../change-packages.ts';
import { ChoiceOption } from '../choice-option.tsx';

export interface PlanStepProps {
  packages: ChangePackage[];
  /** The package picked so far. */
  packageId: string | undefined;
  onPicked(packageId: string): void;
}

/**
 * "Pick your plan": the packages the subscription may move to as cards, the current one marked
 * (keep it for another term), each saying whether it adds to the plan or switches it, "Our best
 * plan" on the one the service singles out. A switch that drops something is confirmed first.
 */
export function PlanStep({ packages, packageId, onPicked }: PlanStepProps) {
  const t = useT();
  const [picked, setPicked] = useState(packageId);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState<ChangePackage>();
  const current = packages.find((item) => item.isCurrent);

  const pick = () => {
    const chosen = packages.find((item) => item.packageId === picked);
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (chosen.needsConfirmation && chosen.packageId !== packageId) setConfirming(chosen);
    else onPicked(chosen.packageId);
  };

  return (
    <>
      <fieldset className={styles.choices} aria-describedby={missing ? 'plan-missing' : undefined}>
        <legend>{t('subscription.change.plan.legend')}</legend>
        {packages.map((item) => (
          <ChoiceOption
            key={item.packageId}
            name="package"
            value={item.packageId}
            checked={picked === item.packageId}
            onChoose={() => {
              setPicked(item.packageId);
              setMissing(false);
            }}
          >
            <span className={styles.optionName}>{item.packageName}</span>
            <span className={styles.badges}>
              {item.isCurrent ? (
                <span className={styles.badge}>{t('subscription.change.plan.current')}</span>
              ) : null}
              {item.isBestPlan ? (
                <span className={[styles.badge, styles.best].join(' ')}>
                  {t('subscription.change.plan.best')}
                </span>
              ) : null}
            </span>
            <span className={styles.optionDetail}>
              {t(`subscription.change.plan.${item.isCurrent ? 'KEEP' : item.packageChange}`)}
            </span>
          </ChoiceOption>
        ))}
      </fieldset>
      {missing ? (
        <div id="plan-missing">
          <Alert tone="error">{t('subscription.change.plan.missing')}</Alert>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={pick}>{t('subscription.change.continue')}</Button>
      </div>
      <Dialog
        open={confirming !== undefined}
        role="alertdialog"
        title={t('subscription.change.confirm.title', { plan: confirming?.packageName ?? '' })}
        onClose={() => setConfirming(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(undefined)}>
              {t('subscription.change.confirm.keep')}
            </Button>
            <Button
              onClick={() => {
                if (confirming) onPicked(confirming.packageId);
                setConfirming(undefined);
              }}
            >
              {t('subscription.change.confirm.switch')}
            </Button>
          </>
        }
      >
        <p>
          {t('subscription.change.confirm.body', {
            plan: confirming?.packageName ?? '',
            current: current?.packageName ?? '',
          })}
        </p>
      </Dialog>
    </>
  );
}
