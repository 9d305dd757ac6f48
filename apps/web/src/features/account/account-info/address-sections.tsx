import { canUpdateServiceAddress } from '@orbit/domain';
import { accountCalls, type RequestOptions } from '@orbit/sdk';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { CheckboxField } from '../../../shared/ui/index.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { useAccountChange } from '../use-account-change.ts';
import { AddressEditor, type ZipRule } from './address-editor.tsx';
import { AddressLines, addressValuesOf } from './address-fields.tsx';
import type { AccountAddressInput } from './address-input.ts';
import { billingSameAsService, countryOfAccount, customerInfoOf } from './customer-info.ts';
import { EditableSection } from './editable-section.tsx';

/**
 * The service address: where the radios are used, which sets taxes and regional rights, so it
 * may move online only within its zip or postal code (domain `canUpdateServiceAddress`).
 */
export function ServiceAddressSection() {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const { care } = useAppConfig();
  const { account, canManage } = useGuardedAccount();
  const change = useAccountChange('update service address', calls.updateCustomerInfo);
  const current = account.serviceAddress?.zip ?? '';
  const zipRule: ZipRule = {
    allows: (zip) => canUpdateServiceAddress(current, zip),
    refusal: {
      id: 'account.serviceAddress.zipMismatch',
      values: { zip: current, phone: care.phone },
    },
  };
  return (
    <EditableSection
      title={t('account.serviceAddress.title')}
      editLabel={{ text: t('account.edit'), name: t('account.serviceAddress.edit') }}
      savedText={t('account.serviceAddress.saved')}
      canEdit={canManage && account.serviceAddress !== null}
      view={
        <>
          <AddressLines address={account.serviceAddress} />
          {canManage ? <p>{t('account.serviceAddress.note')}</p> : null}
        </>
      }
      editor={(close) => (
        <AddressEditor
          country={countryOfAccount(account)}
          form="serviceAddress"
          initial={addressValuesOf(account.serviceAddress)}
          zipRule={zipRule}
          before={<p>{t('account.serviceAddress.note')}</p>}
          save={(address) =>
            change.mutateAsync(customerInfoOf(account, address ? { serviceAddress: address } : {}))
          }
          onSaved={() => close(true)}
          onCancel={() => close(false)}
        />
      )}
    />
  );
}

/** Where bills go: the service address, or an address of its own. */
export function BillingAddressSection() {
  const t = useT();
  const { account, canManage } = useGuardedAccount();
  const same = billingSameAsService(account);
  return (
    <EditableSection
      title={t('account.billingAddress.title')}
      editLabel={{ text: t('account.edit'), name: t('account.billingAddress.edit') }}
      savedText={t('account.billingAddress.saved')}
      canEdit={canManage}
      view={
        same ? (
          <p>{t('account.billingAddress.same')}</p>
        ) : (
          <AddressLines address={account.billingAddress} />
        )
      }
      editor={(close) => <BillingAddressEditor close={close} />}
    />
  );
}

function BillingAddressEditor({ close }: { close(saved: boolean): void }) {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const { account } = useGuardedAccount();
  const change = useAccountChange(
    'update billing address',
    (address: AccountAddressInput | null, options: RequestOptions) =>
      address
        ? calls.updateBillingInfo({ billingAddress: address }, options)
        : calls.updateCustomerInfo(
            customerInfoOf(account, { billingAddressSameAsService: true }),
            options,
          ),
  );
  const [same, setSame] = useState(billingSameAsService(account));
  return (
    <AddressEditor
      country={countryOfAccount(account)}
      form="billingAddress"
      initial={addressValuesOf(same ? null : account.billingAddress)}
      withoutAddress={same}
      before={
        <CheckboxField
          label={t('account.billingAddress.sameLabel')}
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
        />
      }
      save={(address) => change.mutateAsync(address)}
      onSaved={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}
