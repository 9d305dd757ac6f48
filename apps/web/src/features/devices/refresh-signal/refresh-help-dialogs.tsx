import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import styles from './refresh-signal.module.css';

type HelpTopic = 'radioId' | 'marine';

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
      <Dialog
        open={topic === 'radioId'}
        title={t('refreshSignal.help.radioId.title')}
        onClose={close}
        actions={<Button onClick={close}>{t('refreshSignal.help.close')}</Button>}
      >
        <p>{t('refreshSignal.help.radioId.channel')}</p>
        <p>{t('refreshSignal.help.radioId.label')}</p>
      </Dialog>
      <Dialog
        open={topic === 'marine'}
        title={t('refreshSignal.help.marine.title')}
        onClose={close}
        actions={<Button onClick={close}>{t('refreshSignal.help.close')}</Button>}
      >
        <p>{t('refreshSignal.help.marine.body')}</p>
        <p>{t('refreshSignal.help.marine.data')}</p>
      </Dialog>
    </>
  );
}
