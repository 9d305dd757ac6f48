import { type AskedHumanCheck, AskedHumanCheckNotice } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';

/** The human check a lookup asked for, in the identification pages' words. */
export function LookupHumanCheck({ humanCheck }: { humanCheck: AskedHumanCheck }) {
  const t = useT();
  return (
    <AskedHumanCheckNotice
      humanCheck={humanCheck}
      title={t('identification.humanCheck.title')}
      reason={t('identification.humanCheck.body')}
      refused={t('identification.humanCheck.refused')}
    />
  );
}
