import { BillingProviders } from './billing-providers.tsx';
import {
  BillingSectionContent,
  type BillingSectionContentProps,
} from './section/billing-section.tsx';

export type BillingSectionProps = BillingSectionContentProps;

/**
 * The billing part of the account dashboard (`account/manage/billing`), with its own messages
 * around it. Mount it inside the account area's `AccountGuard`: it shows the account
 * the guard loaded, which a change here makes the cache read again.
 */
export function BillingSection(props: BillingSectionProps) {
  return (
    <BillingProviders>
      <BillingSectionContent {...props} />
    </BillingProviders>
  );
}
