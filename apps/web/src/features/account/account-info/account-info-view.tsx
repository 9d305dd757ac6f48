import { useEffect } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { trackAccountPage } from '../account-analytics.ts';
import { displayPhone } from '../formatting.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import styles from './account-info.module.css';
import { BillingAddressSection, ServiceAddressSection } from './address-sections.tsx';
import { ContactForm } from './contact-form.tsx';
import { EditableSection } from './editable-section.tsx';
import { LoginsSection } from './logins-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';

/**
 * Account information (flows §7.1 account-info): contact details, service and billing
 * addresses, the sign-ins, and (signed in) the contact preferences. An identified visitor reads
 * the masked details and changes nothing.
 */
export function AccountInfoView() {
  const t = useT();
  const { dataLayer } = useAppServices();
  const { account, canManage } = useGuardedAccount();
  useEffect(() => trackAccountPage(dataLayer, 'accountInfo'), [dataLayer]);
  return (
    <>
      <EditableSection
        title={t('account.contact.title')}
        editLabel={{ text: t('account.edit'), name: t('account.contact.edit') }}
        savedText={t('account.contact.saved')}
        canEdit={canManage}
        view={
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('account.contact.name')}</dt>
              <dd>{`${account.firstName} ${account.lastName}`}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('account.contact.email')}</dt>
              <dd>{account.email ?? t('account.contact.none')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('account.contact.phone')}</dt>
              <dd>{account.phone ? displayPhone(account.phone) : t('account.contact.none')}</dd>
            </div>
          </dl>
        }
        editor={(close) => <ContactForm onDone={close} />}
      />
      <ServiceAddressSection />
      <BillingAddressSection />
      <LoginsSection />
      {canManage ? <PreferencesSection /> : null}
    </>
  );
}
