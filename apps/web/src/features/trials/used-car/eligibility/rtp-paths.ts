/** The RTP used-car trial's pages (flows §3.1): eligibility, account and payment, review, thanks. */
export const RTP_PATH = '/activate/trial/rtp';
export const RTP_ACCOUNT_PATH = `${RTP_PATH}/account`;
export const RTP_REVIEW_PATH = `${RTP_PATH}/review`;
export const RTP_THANKS_PATH = `${RTP_PATH}/thanks`;
/** "Step 1 of 3": check your eligibility, your account and payment, review. */
export const RTP_STEPS = 3;
