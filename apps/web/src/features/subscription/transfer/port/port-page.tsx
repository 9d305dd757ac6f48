import { AddRadioPage } from '../add-radio-page.tsx';

/**
 * `port` (flows §8.1): service portability — the same page as `transfer/radio`, the self-pay
 * plan moving to the trial radio while the old radio stays on the account, inactive.
 */
export function PortPage() {
  return <AddRadioPage transactionType="SERVICE_PORTABILITY" />;
}
