import { type AskedHumanCheck, AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';

/** The human check a recovery send was asked for, in the recovery pages' words. */
export function RecoveryHumanCheck({ humanCheck }: { humanCheck: AskedHumanCheck }) {
  const t = useT();
  return (
    <AskedHumanCheckNotice
      humanCheck={humanCheck}
      title={t('identity.recovery.humanCheck.title')}
      reason={t('identity.recovery.humanCheck.body')}
      refused={t('identity.recovery.humanCheck.refused')}
    />
  );
}
