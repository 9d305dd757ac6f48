/** The refusals of the devices and sign-ins calls. Spread into PRODUCT_ERRORS. */
export const SIGN_IN_ERRORS = {
  /** Not one of the caller's: answered as for an id that does not exist (BOLA). */
  CONNECTED_DEVICE_NOT_FOUND: {
    status: 404,
    propKey: 'error.device.not.found',
    type: 'BUSINESS',
    description: 'No such device is signed in to this account.',
  },
  LINKED_SERVICE_NOT_FOUND: {
    status: 404,
    propKey: 'error.linked.service.not.found',
    type: 'BUSINESS',
    description: 'No such service is linked to this account.',
  },
  SAVED_PASSKEY_NOT_FOUND: {
    status: 404,
    propKey: 'error.passkey.saved.not.found',
    type: 'BUSINESS',
    description: 'No such passkey is saved for this account.',
  },
  /** The browser asking: sign out instead (revoking it here would look like a failure). */
  CURRENT_BROWSER_NOT_REVOCABLE: {
    status: 409,
    propKey: 'error.device.current.browser',
    type: 'BUSINESS',
    description: 'This is the browser you are using; sign out instead.',
  },
} as const;
