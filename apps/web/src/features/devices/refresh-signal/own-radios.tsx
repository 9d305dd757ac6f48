import type { AccountDevice } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Button, Tile } from '../../../shared/ui/index.ts';
import { accountQuery } from '../../account/index.ts';
import { useRadioName } from './radio-name.tsx';
import type { RefreshNamed } from './receiver-queries.ts';
import styles from './refresh-signal.module.css';

export interface OwnRadiosProps {
  busy: boolean;
  onRefresh(named: RefreshNamed): void;
  /** The radio could not be named for the refresh (its deviceRef was not given). */
  onFailed(): void;
}

/**
 * A signed-in customer who came without `?receiver=` (flows §8.2): their own radios, each with
 * its refresh button. The account is the account area's read (`accountQuery`); a visitor not
 * signed in, or only identified, sees nothing here. A radio is named by the deviceRef the
 * account gives for it: its whole id never reaches the browser.
 */
export function OwnRadios({ busy, onRefresh, onFailed }: OwnRadiosProps) {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const nameOf = useRadioName();
  const account = useQuery({ ...accountQuery(calls), retry: false }).data;
  const radios = account?.access === 'owner' ? account.devices : [];
  if (radios.length === 0) return null;

  const refresh = async (device: AccountDevice) => {
    try {
      const found = await calls.getDeviceRef(
        { deviceId: device.id, accountNumber: account?.accountNumber },
        { skipGlobalHandler: true },
      );
      onRefresh({ kind: 'deviceRef', deviceRef: found.deviceRef });
    } catch {
      onFailed();
    }
  };
  return (
    <section aria-labelledby="own-radios-heading" className={styles.form}>
      <h2 id="own-radios-heading" className={styles.subheading}>
        {t('refreshSignal.own.title')}
      </h2>
      <ul className={styles.ownRadios}>
        {radios.map((device) => {
          const name = device.nickname ?? nameOf(device);
          return (
            <Tile as="li" key={device.id} className={styles.ownRadio}>
              <span>
                <span className={styles.radioName}>{name}</span>{' '}
                <span className={styles.detail}>
                  {t('refreshSignal.receiver.radioId', { lastFour: device.radioIdLastFour })}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void refresh(device)}
                aria-label={t('refreshSignal.own.refreshNamed', { name })}
              >
                {t('refreshSignal.own.refresh')}
              </Button>
            </Tile>
          );
        })}
      </ul>
    </section>
  );
}
