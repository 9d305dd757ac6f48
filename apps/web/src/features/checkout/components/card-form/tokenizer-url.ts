import type { AppConfig } from '../../../../shared/config/app-config.ts';

/**
 * Where the browser posts the card: the tokenizer the static config names — the embedded sandbox
 * gateway's (`/payments/sandbox/v1/tokens`) unless a real gateway's hosted tokenizer is set.
 * Never the care API: card numbers do not go to `/services`.
 */
export function tokenizerUrlOf(config: Pick<AppConfig, 'paymentProvider'>): string {
  return config.paymentProvider.tokenizerUrl;
}
