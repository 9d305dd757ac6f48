import type { CareOnboardingMatch } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../onboarding.module.css';

/** A match's vehicle ("2025 Lumen Arc"), or nothing without one. */
export function vehicleNameOf(match: CareOnboardingMatch): string | undefined {
  const { vehicle } = match;
  if (!vehicle) return undefined;
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

/**
 * What a match may show whoever looked it up (ADR 056): the vehicle, the radio's last four, the
 * plan, the account's email and an existing streaming sign-in, masked by the server.
 */
export function MatchFacts({ match }: { match: CareOnboardingMatch }) {
  const t = useT();
  const vehicle = vehicleNameOf(match);
  const rows: [string, string][] = [];
  if (vehicle) rows.push([t('onboarding.match.vehicle'), vehicle]);
  rows.push([
    t('onboarding.match.radio'),
    match.radioIdLastFour
      ? t('onboarding.match.radioEnding', { last4: match.radioIdLastFour })
      : t('onboarding.match.streamingOnly'),
  ]);
  rows.push([t('onboarding.match.plan'), match.planName ?? t('onboarding.match.noPlan')]);
  if (match.maskedEmail) rows.push([t('onboarding.match.email'), match.maskedEmail]);
  if (match.maskedUsername) rows.push([t('onboarding.match.username'), match.maskedUsername]);
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
