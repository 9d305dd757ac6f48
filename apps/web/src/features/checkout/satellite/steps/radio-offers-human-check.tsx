import {
  type AskedHumanCheck,
  AskedHumanCheckNotice,
} from '../../../../shared/human-check/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';

/** The human check a radio's offers asked for, in the satellite checkout's words. */
export function RadioOffersHumanCheck({ humanCheck }: { humanCheck: AskedHumanCheck }) {
  const t = useT();
  return (
    <AskedHumanCheckNotice
      humanCheck={humanCheck}
      title={t('satellite.lookup.humanCheck.title')}
      reason={t('satellite.lookup.humanCheck.body')}
      refused={t('satellite.lookup.humanCheck.refused')}
    />
  );
}
