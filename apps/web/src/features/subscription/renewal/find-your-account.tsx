import {
  type CareCaptchaFields,
  type CareFlepzResult,
  type CareIdentifiedAccount,
  type Locale,
  rulesCountryForLocale,
} from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import { useId, useState } from 'react';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  FlepzForm,
  LookupHumanCheck,
  LookupProblemAlert,
  LookupTabs,
  RadioAccountForm,
  runAccountLookup,
  useAccountFinder,
} from '../../identification/index.ts';
import styles from './renewal.module.css';

/** Flows §4.1: the verify-device tabs limited to radio info and account info (FLEPZ). */
type FinderTab = 'radio' | 'info';
const FINDER_TABS: readonly FinderTab[] = ['radio', 'info'];
const TAB_FIELDS: Record<FinderTab, readonly string[]> = {
  radio: ['radioId', 'accountNumber', 'lastName'],
  info: ['firstName', 'lastName', 'email', 'phoneNumber', 'zipCode'],
};

const skip = { skipGlobalHandler: true } as const;

export interface FindYourAccountProps {
  onFound(account: CareIdentifiedAccount): void;
}

/**
 * "First, let's find your account": identification's Radio Info (radio id with the account number
 * or last name, `account/non-pii`) and Your Info (FLEPZ) forms under its tabs. Past the searches
 * a session may make, a human check runs above the tabs and the next search carries its proof
 * (428, ADR 026); nothing found or "call us" say so with the care number.
 */
export function FindYourAccount({ onFound }: FindYourAccountProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const identification = useCareCalls(identificationCalls);
  const idPrefix = useId();
  const [tab, setTab] = useState<FinderTab>('radio');
  const { busy, view, setView, humanCheck, lookUp: runLookup } = useAccountFinder();

  const lookUp = (
    kind: 'RID' | 'RID_ACCT' | 'FLEPZ',
    call: (captcha: CareCaptchaFields) => Promise<CareIdentifiedAccount | CareFlepzResult>,
  ) =>
    runLookup(
      (takeProof) => runAccountLookup(services, kind, () => call(takeProof())),
      TAB_FIELDS[tab],
      (found) => onFound(found.account),
    );

  const common = {
    country,
    busy,
    serverErrors: view.serverErrors,
    onInvalid: (errors: Readonly<Record<string, string | undefined>>) =>
      trackFieldUserErrors(services.dataLayer, { form: `renewal.findaccount.${tab}` }, errors),
  };
  return (
    <div className={styles.finder}>
      {view.problem ? <LookupProblemAlert problem={view.problem} /> : null}
      {view.humanCheck ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      <LookupTabs
        label={t('lookup.tabs.label')}
        idPrefix={idPrefix}
        tabs={FINDER_TABS.map((id) => ({ id, label: t(`lookup.tabs.${id}`) }))}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setView({});
        }}
      >
        <p className={styles.lead}>{t(`lookup.${tab}.lead`)}</p>
        {tab === 'radio' ? (
          <RadioAccountForm
            {...common}
            onLookup={(request) =>
              void lookUp(request.accountNumber ? 'RID_ACCT' : 'RID', (captcha) =>
                identification.lookupNonPiiAccount({ ...request, locale, ...captcha }, skip),
              )
            }
          />
        ) : (
          <FlepzForm
            {...common}
            onLookup={(request) =>
              void lookUp('FLEPZ', (captcha) =>
                identification.lookupFlepz({ ...request, ...captcha }, skip),
              )
            }
          />
        )}
      </LookupTabs>
    </div>
  );
}
