/** The refusals of the account-linking consent (ADR 071). Spread into PRODUCT_ERRORS. */
export const ACCOUNT_LINK_ERRORS = {
  /**
   * No linking request of that id in this browser: it ended (answered, or past its ten minutes),
   * or it was started in another browser, which alone may answer it.
   */
  ACCOUNT_LINK_REQUEST_NOT_FOUND: {
    status: 404,
    propKey: 'error.account.link.request.not.found',
    type: 'BUSINESS',
    description:
      'This linking request has ended or was started elsewhere; start again from the partner app.',
  },
} as const;
