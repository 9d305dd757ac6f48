import { FIELD_ERROR_CODES, fieldIssue } from '@orbit/domain';
import * as z from 'zod/mini';
import { UNAVAILABLE_MESSAGE_ID } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { type AskedHumanCheck, AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { ChargeAgreement } from './charge-agreement.tsx';
import styles from './checkout.module.css';
import { legalLinksOf } from './legal-links.ts';

export interface OrderAgreementFormProps {
  /** An order is on its way: the button says so and further presses are ignored. */
  busy: boolean;
  /** The last press got "not now": say so above the button (`usePlaceOrder`). */
  tryAgainInAMoment?: boolean | undefined;
  /** The human check the order needs (`usePlaceOrder`), shown above the button. */
  humanCheck?: AskedHumanCheck | undefined;
  /** Complete My Order was pressed with the box unticked (each flow records its own user error). */
  onAgreementMissing?(): void;
  /** Complete My Order was pressed with the charge agreement ticked. */
  onPlaceOrder(): void;
  /** Other words for the agreement and the button (the streaming trial alone: nothing renews). */
  wording?: { agreementId: string; submitId: string } | undefined;
}

/** The charge agreement must be ticked: unticked is REQUIRED, as every checkout words it. */
const agreementSchema = z.object({
  agreement: z.boolean().check(
    z.superRefine((agreed, context) => {
      if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
    }),
  ),
});

/**
 * The last part of every order: the charge agreement (which must be ticked), the human check when
 * the checkout asks for one, "try again in a moment", and the Complete My Order button.
 */
export function OrderAgreementForm(props: OrderAgreementFormProps) {
  const t = useT();
  const config = useAppConfig();
  const entry = useEntryForm({
    schema: agreementSchema,
    defaultValues: { agreement: false },
    busy: props.busy,
    onSubmit: () => props.onPlaceOrder(),
    onInvalid: () => props.onAgreementMissing?.(),
  });
  const { setValue, clearErrors } = entry.form;
  const legal = legalLinksOf(config);
  return (
    <form {...entry.formProps} className={styles.form}>
      <ChargeAgreement
        checked={entry.form.watch('agreement')}
        onChange={(checked) => {
          setValue('agreement', checked);
          if (checked) clearErrors('agreement');
        }}
        error={entry.codeOf('agreement') ? t('checkout.field.agreement.required') : undefined}
        carePhone={config.care.phone}
        agreementUrl={legal.agreementUrl}
        privacyUrl={legal.privacyUrl}
        labelId={props.wording?.agreementId}
      />
      {props.humanCheck ? (
        <AskedHumanCheckNotice
          humanCheck={props.humanCheck}
          title={t('checkout.review.humanCheck.title')}
          reason={t('checkout.review.humanCheck.body')}
          refused={t('checkout.review.humanCheck.refused')}
        />
      ) : null}
      {props.tryAgainInAMoment && !entry.busy ? (
        <Alert tone="warning">{t(UNAVAILABLE_MESSAGE_ID)}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy
            ? t('checkout.review.placing')
            : t(props.wording?.submitId ?? 'checkout.review.submit')}
        </Button>
      </div>
    </form>
  );
}
