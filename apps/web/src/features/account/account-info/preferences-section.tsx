import {
  type ContactPreferences,
  contactPreferencesSchema,
  LOCALES_BY_COUNTRY,
  type Locale,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { failureMessageId, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useFormatDay, useFormatInstantDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, CheckboxField, Panel, SelectField } from '../../../shared/ui/index.ts';
import { accountKeys, contactPreferencesQuery } from '../account-queries.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { countryOfAccount } from './customer-info.ts';

const CHANNELS = ['emailMarketing', 'smsMarketing', 'phoneMarketing'] as const;

const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'en-CA': 'English',
  'fr-CA': 'Français',
};

/**
 * Contact preferences (signed-in owner only): which marketing the customer agreed to by email,
 * text and phone, the language of our messages, and the do-not-call requests on their number
 * with the date calls stop by.
 */
export function PreferencesSection() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(accountCalls);
  const { errors } = useAppServices();
  const query = useQuery(contactPreferencesQuery(calls, locale));
  useEffect(() => {
    // The section says it is unavailable; only a timed-out session concerns the app.
    const failure = query.error ? failureOf(query.error) : undefined;
    if (failure?.kind === 'sessionTimedOut') {
      reportFailure(errors, failure, { name: 'contact preferences' });
    }
  }, [query.error, errors]);

  return (
    <Panel title={t('account.preferences.title')}>
      {query.data ? (
        <>
          <PreferencesForm preferences={query.data} />
          <DoNotCallList registrations={query.data.doNotCall} />
        </>
      ) : query.error ? (
        <Alert tone="warning">{t('account.preferences.unavailable')}</Alert>
      ) : (
        <p>{t('account.preferences.loading')}</p>
      )}
    </Panel>
  );
}

/** What the form changes of the preferences (the domain's own fields). */
const preferencesEntrySchema = z.pick(contactPreferencesSchema, {
  emailMarketing: true,
  smsMarketing: true,
  phoneMarketing: true,
  preferredLanguage: true,
});

function PreferencesForm({ preferences }: { preferences: ContactPreferences }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(accountCalls);
  const { account } = useGuardedAccount();
  // The answer is the saved preferences: they take the cached ones' place, nothing is read again.
  const change = useAccountChange(
    'update contact preferences',
    calls.updateContactPreferences,
    async (queryClient, saved) => {
      queryClient.setQueryData(accountKeys.contactPreferences(locale), saved);
    },
  );
  /** Saved, or why not (a message id). */
  const [status, setStatus] = useState<'saved' | { failedId: string }>();
  const languages = LOCALES_BY_COUNTRY[countryOfAccount(account)];

  const save = async (update: z.output<typeof preferencesEntrySchema>) => {
    setStatus(undefined);
    const outcome = await change.mutateAsync({ langPref: locale, update });
    if (outcome.ok) {
      setStatus('saved');
    } else if (formExplains(outcome.failure)) {
      setStatus({ failedId: failureMessageId(outcome.failure, 'account.save.failed') });
    }
  };
  const entry = useEntryForm({
    schema: preferencesEntrySchema,
    defaultValues: {
      emailMarketing: preferences.emailMarketing,
      smsMarketing: preferences.smsMarketing,
      phoneMarketing: preferences.phoneMarketing,
      preferredLanguage: preferences.preferredLanguage,
    },
    busy: change.isPending,
    onSubmit: save,
  });
  const busy = entry.busy;

  return (
    <form {...entry.formProps} className={styles.form}>
      {status === 'saved' ? <Alert tone="success">{t('account.preferences.saved')}</Alert> : null}
      {typeof status === 'object' ? <Alert tone="error">{t(status.failedId)}</Alert> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('account.preferences.marketing')}</legend>
        <p className={styles.hint}>{t('account.preferences.marketingHint')}</p>
        {CHANNELS.map((channel) => (
          <CheckboxField
            key={channel}
            label={t(`account.preferences.${channel}`)}
            {...entry.checkbox(channel)}
          />
        ))}
      </fieldset>
      {languages.length > 1 ? (
        <SelectField
          label={t('account.preferences.language')}
          options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          {...entry.field('preferredLanguage')}
        />
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'account.dialog.saving' : 'account.preferences.save')}
        </Button>
      </div>
    </form>
  );
}

function DoNotCallList({ registrations }: { registrations: ContactPreferences['doNotCall'] }) {
  const t = useT();
  const day = useFormatDay();
  const instantDay = useFormatInstantDay();
  return (
    <div className={styles.doNotCall}>
      <h3 className={styles.subheading}>{t('account.doNotCall.title')}</h3>
      {registrations.length === 0 ? (
        <p>{t('account.doNotCall.none')}</p>
      ) : (
        <ul className={styles.registrations}>
          {registrations.map((registration) => (
            <li key={`${registration.phoneNumber}-${registration.requestedAt}`}>
              <strong>{registration.phoneNumber}</strong>
              <span>
                {t('account.doNotCall.requested', { date: instantDay(registration.requestedAt) })}
              </span>
              <span>{t('account.doNotCall.stopsBy', { date: day(registration.honourBy) })}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/donotcall">{t('account.doNotCall.add')}</Link>
      </p>
    </div>
  );
}
