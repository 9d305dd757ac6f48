import {
  type CareRenewalOffersResult,
  FIELD_ERROR_CODES,
  fieldIssue,
  type RenewalChoice,
} from '@orbit/domain';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { trackFieldUserErrors } from '../../../../shared/analytics/user-errors.ts';
import { useEntryForm } from '../../../../shared/forms/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button, SelectField } from '../../../../shared/ui/index.ts';
import { FollowOnChoices } from '../follow-on-choices.tsx';
import styles from '../renewal.module.css';
import type { RenewalBounce } from '../renewal-store.ts';

export interface ChoiceStepProps {
  /** The choices as the chosen radio may take them. */
  radioOffers: CareRenewalOffersResult;
  chosenPlanCode: string | undefined;
  genreId: string | undefined;
  bounce: RenewalBounce | undefined;
  onChoose(planCode: string): void;
  onChosen(choice: RenewalChoice, genreId: string | undefined): void;
}

/** The genre is required when the choice asks for one, and must be one of its genres. */
function genreSchemaFor(choice: RenewalChoice | undefined) {
  return z.object({
    genreId: z.string().check(
      z.superRefine((genreId, context) => {
        if (!choice?.needsGenre) return;
        if (genreId === '') context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
        else if (!choice.genres.some((genre) => genre.genreId === genreId)) {
          context.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID));
        }
      }),
    ),
  });
}

/**
 * The plan after the offer, for the radio chosen (flows §4.1): the three choices with what this
 * radio can take ("choice not available" with the reason when it cannot), the genre when the
 * package needs one (an error when none is chosen), then Continue.
 */
export function ChoiceStep(props: ChoiceStepProps) {
  const t = useT();
  const services = useAppServices();
  const phone = services.config.care.phone;
  const { choices } = props.radioOffers;
  const choice = choices.find((item) => item.planCode === props.chosenPlanCode);
  const available = choices.filter((item) => item.availability?.available !== false);
  const notAvailable = choice?.availability?.available === false;
  const schema = useMemo(() => genreSchemaFor(choice), [choice]);
  const entry = useEntryForm({
    schema,
    defaultValues: { genreId: props.genreId ?? '' },
    onSubmit: ({ genreId }) => {
      if (!choice || notAvailable) return;
      props.onChosen(choice, choice.needsGenre ? genreId : undefined);
    },
    onInvalid: (codes) =>
      trackFieldUserErrors(services.dataLayer, { form: 'renewal.choice' }, codes),
  });

  if (available.length === 0) {
    return <Alert tone="error">{t('renewal.choice.noneAvailable', { phone })}</Alert>;
  }
  const genreCode = entry.codeOf('genreId');
  return (
    <form {...entry.formProps} className={styles.stepForm}>
      {props.bounce === 'notAvailable' && !notAvailable ? (
        <Alert tone="info">{t('renewal.choice.chooseAgain')}</Alert>
      ) : null}
      <FollowOnChoices
        name="renewal-choice"
        legend={t('renewal.choice.legend')}
        choices={choices}
        defaultIndex={props.radioOffers.defaultIndex}
        chosenPlanCode={props.chosenPlanCode}
        onChoose={props.onChoose}
      />
      {choice && notAvailable ? (
        <Alert tone="error" title={t('renewal.choice.notAvailable.title')}>
          {t('renewal.choice.notAvailable.body', {
            packageName: choice.packageName,
            reason: t(`renewal.reason.${choice.availability?.reason ?? 'OTHER'}`),
          })}
        </Alert>
      ) : null}
      {choice?.needsGenre && !notAvailable ? (
        <SelectField
          label={t('renewal.genre.label')}
          hint={t('renewal.genre.hint', { packageName: choice.packageName })}
          placeholder={t('renewal.genre.placeholder')}
          options={choice.genres.map((genre) => ({ value: genre.genreId, label: genre.name }))}
          required
          {...entry.field('genreId')}
          error={genreCode ? t('renewal.genre.required') : undefined}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!choice || notAvailable}>
          {t('renewal.continue')}
        </Button>
      </div>
    </form>
  );
}
