import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../billing.module.css';
import type { SubscriptionName } from './subscription-label.ts';
import { uniqueKeys } from './unique-keys.ts';

/** Subscriptions by plan and radio, as a list a screen reader counts. */
export function SubscriptionList({ names }: { names: readonly SubscriptionName[] }) {
  const t = useT();
  // Two subscriptions can share a plan and have no radio: repeats get their own keys.
  const keys = uniqueKeys(names.map((name) => `${name.planName}-${name.radioLast4 ?? ''}`));
  return (
    <ul className={styles.reactivated}>
      {names.map((name, index) => (
        <li key={keys[index]}>
          {name.radioLast4
            ? t('billing.subscription.withRadio', { plan: name.planName, last4: name.radioLast4 })
            : name.planName}
        </li>
      ))}
    </ul>
  );
}
