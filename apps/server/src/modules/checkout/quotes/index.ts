export { captchaStatusFor, FAILED_PURCHASES_BEFORE_CAPTCHA } from './captcha-check.ts';
export { quoteForCare } from './quote-for-care.ts';
export { registerCareQuoteRoutes as registerCheckoutQuoteRoutes } from './quotes.care-routes.ts';
