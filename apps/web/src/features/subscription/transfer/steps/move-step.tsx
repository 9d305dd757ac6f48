import type { CareAcscResult } from '@orbit/domain';
import { useState } from 'react';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import { radioNameOf } from '../radio-name.ts';
import styles from '../transfer.module.css';
import type { TransferBounce, TransferChoice } from '../transfer-store.ts';

export interface MoveStepProps {
  answer: CareAcscResult;
  /** A plan chosen to move is priced at once: review follows. */
  pricing: { busy: boolean; problem: string | undefined };
  /** `port`: the old radio stays on the account, inactive (else it is closed). */
  portability: boolean;
  choice: TransferChoice | undefined;
  bounce: TransferBounce | undefined;
  onChosen(choice: TransferChoice): void;
}

const CONSOLIDATE = 'consolidate';

const BOUNCES: Partial<Record<TransferBounce, string>> = {
  notTransferable: 'transfer.error.notTransferable',
  changed: 'transfer.error.changed',
};

/**
 * "Which plan moves to your new radio?" (flows §8.1): each self-pay radio whose plan may move, its
 * plan and next bill; or none of them — the new radio joins the account and its trial runs on
 * (account consolidation). A radio whose plan cannot move online is listed, not offered.
 */
export function MoveStep({
  answer,
  pricing,
  portability,
  choice,
  bounce,
  onChosen,
}: MoveStepProps) {
  const t = useT();
  const formatDay = useFormatDay();
  const { phone } = useAppServices().config.care;
  const initial =
    choice?.kind === 'move' ? choice.subscriptionId : choice ? CONSOLIDATE : undefined;
  const [value, setValue] = useState<string | undefined>(initial);
  const [missing, setMissing] = useState(false);
  const trialEnds = answer.trialRadio ? formatDay(answer.trialRadio.trialEndsOn) : '';
  const problem = pricing.problem ?? (bounce ? BOUNCES[bounce] : undefined);

  const submit = () => {
    if (pricing.busy) return;
    if (!value) {
      setMissing(true);
      return;
    }
    if (value === CONSOLIDATE) return onChosen({ kind: 'consolidate' });
    const radio = answer.selfPayRadios.find((item) => item.subscriptionId === value);
    if (radio)
      onChosen({
        kind: 'move',
        selfPayRadioId: radio.radioId,
        subscriptionId: radio.subscriptionId,
      });
  };

  return (
    <form
      className={styles.stepForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem ? <Alert tone="error">{t(problem, { phone })}</Alert> : null}
      <fieldset
        className={styles.choices}
        aria-describedby={missing ? 'transfer-move-missing' : undefined}
      >
        <legend className={styles.legend}>{t('transfer.move.legend')}</legend>
        {answer.selfPayRadios.map((radio) => (
          <label key={radio.subscriptionId} className={styles.choice}>
            <input
              type="radio"
              name="transfer-move"
              value={radio.subscriptionId}
              checked={value === radio.subscriptionId}
              disabled={!radio.canTransferSubscription}
              onChange={() => {
                setValue(radio.subscriptionId);
                setMissing(false);
              }}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>
                {t('transfer.move.plan', { plan: radio.planName, radio: radioNameOf(radio, t) })}
              </span>
              <span className={styles.choiceDetail}>
                {radio.canTransferSubscription
                  ? t(portability ? 'transfer.move.detailPort' : 'transfer.move.detail', {
                      days: radio.transfer?.remainingDays ?? 0,
                      date: formatDay(radio.paidThrough),
                    })
                  : t('transfer.move.cannot')}
              </span>
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="transfer-move"
            value={CONSOLIDATE}
            checked={value === CONSOLIDATE}
            onChange={() => {
              setValue(CONSOLIDATE);
              setMissing(false);
            }}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{t('transfer.move.consolidate')}</span>
            <span className={styles.choiceDetail}>
              {t('transfer.move.consolidateDetail', { date: trialEnds })}
            </span>
          </span>
        </label>
      </fieldset>
      {missing ? (
        <p id="transfer-move-missing" role="alert" className={styles.fieldError}>
          {t('transfer.move.missing')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pricing.busy} aria-busy={pricing.busy || undefined}>
          {t(pricing.busy ? 'transfer.pricing' : 'transfer.continue')}
        </Button>
      </div>
    </form>
  );
}
