import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Card } from '../../../shared/ui/index.ts';
import { linkVerification } from '../link-verification/link-verification-on-demand.ts';
import { FindYourAccount } from '../renewal/find-your-account.tsx';
import { RadioIdForm, type RadioRefusal } from './radio-id-form.tsx';
import styles from './transfer.module.css';
import { trackTransferPage } from './transfer-analytics.ts';
import { transferPathOf } from './transfer-paths.ts';
import { type AcscAsked, acscEntryQuery, forgetAcscEntries } from './transfer-queries.ts';
import { acscAskedOf, useTransferVisit } from './use-transfer.ts';

/**
 * `lookup` (flows §8.1): the account first, if nobody is identified — identification's
 * find-your-account (radio info, or your info), then last name, phone and zip if the account
 * found is not proven, or sign in — then the new car's radio id, which `account/acsc` checks
 * (NO_TRIAL_RADIO_ID: no trial of this customer's on it, said under the field). A radio it
 * knows goes on to the add-radio page, whose door has the answer already.
 */
export function TransferLookupPage() {
  const t = useT();
  const services = useAppServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { link, state, store } = useTransferVisit();
  const withoutRadio: AcscAsked = { ...acscAskedOf(link, state, false), radioId: undefined };
  const entry = useQuery(acscEntryQuery(services, withoutRadio));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  const [refusal, setRefusal] = useState<RadioRefusal>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = entry.data?.kind;
  useEffect(() => {
    if (kind) trackTransferPage(services.dataLayer, `lookup.${kind}`);
  }, [kind, services.dataLayer]);

  if (!entry.data) return null;
  if (entry.data.kind === 'networkError')
    return <Navigate to={transferPathOf('error', search)} replace />;
  if (entry.data.kind === 'verify') {
    return (
      <OnDemandStep
        step={linkVerification}
        title={t('transfer.lookup.title')}
        signInTo={transferPathOf('login', search)}
        onVerified={() => forgetAcscEntries(services)}
      />
    );
  }
  if (entry.data.kind === 'signIn') {
    return (
      <Card className={styles.page}>
        <h1 className={styles.title}>{t('transfer.lookup.title')}</h1>
        <p className={styles.lead}>{t('transfer.lookup.findLead')}</p>
        <FindYourAccount onFound={() => forgetAcscEntries(services)} />
        <p>
          <Link to={transferPathOf('login', search)}>{t('transfer.lookup.signIn')}</Link>
        </p>
      </Card>
    );
  }

  const check = async (radioId: string) => {
    setBusy(true);
    setRefusal(undefined);
    const asked: AcscAsked = { ...withoutRadio, radioId };
    const found = await appQueryClientOf(services).fetchQuery(acscEntryQuery(services, asked));
    setBusy(false);
    if (found.kind === 'answered' && found.answer.identificationResult === 'NO_TRIAL_RADIO_ID') {
      // Asked again if typed again: the customer may have mistyped, then fixed it on the radio.
      appQueryClientOf(services).removeQueries({
        queryKey: acscEntryQuery(services, asked).queryKey,
      });
      setRefusal('NO_TRIAL');
      return;
    }
    store.update({ typedTrialRadioId: radioId });
    navigate(transferPathOf('addRadio', search));
  };

  return (
    <Card className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('transfer.lookup.title')}
      </h1>
      <p className={styles.lead}>{t('transfer.lookup.radioLead')}</p>
      <RadioIdForm
        label={t('transfer.lookup.radioId')}
        hint={t('transfer.radioId.hint')}
        submitLabel={t(busy ? 'transfer.lookup.finding' : 'transfer.lookup.find')}
        busy={busy}
        refusal={refusal}
        onRadioId={(radioId) => void check(radioId)}
      />
    </Card>
  );
}
