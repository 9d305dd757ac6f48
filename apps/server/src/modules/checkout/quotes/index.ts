export {
  captchaStatusFor,
  captchaStatusOfFailures,
  FAILED_PURCHASES_BEFORE_CAPTCHA,
  failedPurchasesSql,
} from './captcha-check.ts';
export { quoteForCare } from './quote-for-care.ts';
export { registerCareQuoteRoutes as registerCheckoutQuoteRoutes } from './quotes.care-routes.ts';
