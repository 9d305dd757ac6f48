import type {
  CareAccount,
  CareIdentifiedAccount,
  CareLpzFields,
  CareTokenEntryResult,
} from '@orbit/domain';
import { identifiedAccount } from './care-account-fakes.ts';
import { careError, careOk, type FakeServer } from './fake-server.ts';

/** Jane Rivera's last name, phone and zip (her account's), as the LPZ form sends them. */
export const JANE_LPZ: CareLpzFields = {
  lastName: 'Rivera',
  phoneNumber: '5125550101',
  zipCode: '78701',
};

/** The radio a link's token names (`identification/token`): Jane's car, `dref_1`. */
export function linkTokenDevice(): CareTokenEntryResult {
  return {
    deviceRef: 'dref_1',
    radioIdLastFour: '0001',
    deviceType: 'car',
    vehicle: null,
    status: 'active',
    hasActiveSubscription: true,
    cardOnFile: null,
    programCode: null,
  };
}

/** The account a link identified: one radio, not yet proven. */
export function linkIdentifiedAccount(
  values: Partial<CareIdentifiedAccount> = {},
): CareIdentifiedAccount {
  return {
    authenticationType: 'TOKEN_URL',
    verified: false,
    firstName: null,
    radios: [
      {
        deviceRef: 'dref_1',
        radioIdLastFour: '0001',
        deviceType: 'car',
        vehicle: null,
        status: 'active',
        planName: 'All Access',
        hasActiveSubscription: true,
      },
    ],
    streaming: [],
    hasActiveSubscription: true,
    ...values,
  };
}

/**
 * A care session that a link identified without proving, as the server keeps it: `POST /account`
 * answers 403 VERIFICATION_REQUIRED until `authenticate/verify-pii-data` gets `lpz`
 * (VERIFICATION_FAILED for anything else), then `account` (masked, as a verified visitor sees it).
 */
export function answerLinkVerification(
  server: FakeServer,
  {
    lpz = JANE_LPZ,
    account = identifiedAccount(),
  }: { lpz?: CareLpzFields; account?: CareAccount } = {},
) {
  let verified = false;
  server.on('POST /services/account', () =>
    verified
      ? careOk(account)
      : careError(403, 'VERIFICATION_REQUIRED', 'error.account.verification.required'),
  );
  server.on('POST /services/authenticate/verify-pii-data', ({ body }) => {
    const sent = (body as { lpzVerificationRequest?: CareLpzFields }).lpzVerificationRequest;
    if (
      sent?.lastName !== lpz.lastName ||
      sent.phoneNumber !== lpz.phoneNumber ||
      sent.zipCode !== lpz.zipCode
    ) {
      return careError(400, 'VERIFICATION_FAILED', 'error.account.verification.failed');
    }
    verified = true;
    return careOk(linkIdentifiedAccount({ verified: true, firstName: 'Jane' }));
  });
  return { isVerified: () => verified };
}
