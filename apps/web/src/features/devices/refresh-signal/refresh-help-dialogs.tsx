import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import styles from './refresh-signal.module.css';

type HelpTopic = 'radioId' | 'marine';

const HELP_PARAGRAPHS: Record<HelpTopic, readonly string[]> = {
  radioId: ['refreshSignal.help.radioId.channel', 'refreshSignal.help.radioId.label'],
  marine: ['refreshSignal.help.marine.body', 'refreshSignal.help.marine.data'],
};

/**
 * The page's two help dialogs (flows §8.2): where the radio id is, and how a marine or aviation
 * receiver is refreshed. Opened by link-styled buttons under the box; the dialog returns focus.
 */
export function RefreshHelp() {
  const t = useT();
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const close = () => setTopic(null);
  return (
    <>
      <div className={styles.helpLinks}>
        <Button variant="quiet" type="button" onClick={() => setTopic('radioId')}>
          {t('refreshSignal.help.radioId')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => setTopic('marine')}>
          {t('refreshSignal.help.marine')}
        </Button>
      </div>
      {(Object.keys(HELP_PARAGRAPHS) as HelpTopic[]).map((each) => (
        // Both stay mounted: the native dialog gives the focus back to its button on close.
        <Dialog
          key={each}
          open={topic === each}
          title={t(`refreshSignal.help.${each}.title`)}
          onClose={close}
          actions={<Button onClick={close}>{t('refreshSignal.help.close')}</Button>}
        >
          {HELP_PARAGRAPHS[each].map((id) => (
            <p key={id}>{t(id)}</p>
          ))}
        </Dialog>
      ))}
    </>
  );
}
