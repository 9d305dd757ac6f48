import { formatMoney, type Locale, type RenewalChoice } from '@orbit/domain';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import changeStyles from '../change/change.module.css';
import { ChoiceOption } from '../change/choice-option.tsx';
import styles from './renewal.module.css';

export interface FollowOnChoicesProps {
  /** The radio group's name (the landing and the choice step each have one). */
  name: string;
  legend: string;
  choices: readonly RenewalChoice[];
  defaultIndex: number;
  chosenPlanCode: string | undefined;
  onChoose(planCode: string): void;
}

/**
 * The three follow-on choices (flows §4.1: CHOICE / SELECT / ALL ACCESS, the campaign's default
 * marked): each package's name and retail price per month, whether it asks for a genre, and —
 * once a radio is known — whether that radio can take it, and why not.
 */
export function FollowOnChoices(props: FollowOnChoicesProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  return (
    <fieldset className={`${changeStyles.choices} ${styles.choices}`}>
      <legend>{props.legend}</legend>
      {props.choices.map((choice, index) => {
        const unavailable = choice.availability?.available === false;
        return (
          <ChoiceOption
            key={choice.planCode}
            name={props.name}
            value={choice.planCode}
            checked={props.chosenPlanCode === choice.planCode}
            onChoose={() => props.onChoose(choice.planCode)}
          >
            <span className={styles.choiceName}>{choice.packageName}</span>
            <span>
              {t('renewal.choices.price', { price: formatMoney(choice.retailPrice, locale) })}
            </span>
            {index === props.defaultIndex || choice.needsGenre ? (
              <span className={changeStyles.badges}>
                {index === props.defaultIndex ? (
                  <span className={changeStyles.badge}>{t('renewal.choices.popular')}</span>
                ) : null}
                {choice.needsGenre ? (
                  <span className={changeStyles.badge}>{t('renewal.choices.genre')}</span>
                ) : null}
              </span>
            ) : null}
            {unavailable ? (
              <span className={styles.unavailable}>
                {t('renewal.choices.unavailable', {
                  reason: t(`renewal.reason.${choice.availability?.reason ?? 'OTHER'}`),
                })}
              </span>
            ) : null}
          </ChoiceOption>
        );
      })}
    </fieldset>
  );
}
