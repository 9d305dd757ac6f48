import type { Country } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { AccountDeps } from './account-deps.ts';
import { contactPreferences } from './contact-preferences.ts';
import { removeDevice } from './remove-device.ts';
import { renameDevice } from './rename-device.ts';
import { updateBillingInfo, updateCustomerInfo } from './update-contact-details.ts';
import { validateAddress } from './validate-address.ts';

/** The account-management calls of the account area (flows §7.1). */
export function registerAccountManagementRoutes(app: App, deps: AccountDeps): void {
  registerCareRoutes(app, deps, 'account', {
    updateNickname: (request, _reply, { access }) => renameDevice(deps, access, request.body),
    removeDevice: (request, _reply, { access }) => removeDevice(deps, access, request.body),
    updateCustomerInfo: (request, _reply, { access }) =>
      updateCustomerInfo(deps, access, request.body),
    updateBillingInfo: (request, _reply, { access }) =>
      updateBillingInfo(deps, access, request.body),
    contactPreferences: (request, _reply, { access }) =>
      contactPreferences(deps, access, request.body),
    validateAddress: async (request, _reply, { access }) =>
      validateAddress(request.body.address, access.account.country as Country),
  });
}
