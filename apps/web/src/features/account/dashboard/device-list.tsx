import type { AccountDevice, AccountSubscription } from '@orbit/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, buttonClassName, Panel, Tile } from '../../../shared/ui/index.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import styles from './dashboard.module.css';
import { useDeviceName } from './device-name.ts';
import { NicknameDialog } from './nickname-dialog.tsx';
import { RemoveDeviceDialog } from './remove-device-dialog.tsx';

/** Where the owner buys plans for several radios in one order (ADR 048). */
export const MULTI_RADIO_PURCHASE_PATH = '/subscribe/multi-subscription-purchase';

/** The dialog of one radio; `key` starts each opening on a fresh form. */
type Target = { kind: 'nickname' | 'remove'; device: AccountDevice; key: number };

/**
 * The account's radios: each one's name, radio id's last four, vehicle and plan. The signed-in
 * owner can rename a radio, and remove one that has nothing running on it; with two radios or
 * more without a running plan, buy plans for several in one order.
 */
export function DeviceList({
  devices,
  subscriptions,
}: {
  devices: readonly AccountDevice[];
  subscriptions: readonly AccountSubscription[];
}) {
  const t = useT();
  const nameOf = useDeviceName();
  const { canManage } = useGuardedAccount();
  const [target, setTarget] = useState<Target>();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const doneRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const withoutPlan = devices.filter(
    (device) => !subscriptions.some((s) => s.id === device.subscriptionId && s.isActive),
  );

  // The dialog hands focus back to its button as it closes; after a change the news is more
  // useful (and a removed radio's button is gone), so focus moves to it.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const show = (kind: Target['kind'], device: AccountDevice) => {
    setDone(undefined);
    setTarget((current) => ({ kind, device, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const finish = (message: string) => {
    setOpen(false);
    setDone(message);
  };

  return (
    <Panel title={t('account.devices.title')}>
      {done ? (
        <div ref={doneRef} tabIndex={-1} className={styles.news}>
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      {devices.length === 0 ? (
        <p>{t('account.devices.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {devices.map((device) => {
            const name = nameOf(device);
            const plan = subscriptions.find((s) => s.id === device.subscriptionId);
            return (
              <li key={device.id}>
                <Tile
                  as="article"
                  className={styles.item}
                  aria-labelledby={`${listId}-${device.id}`}
                >
                  <h3 id={`${listId}-${device.id}`} className={styles.itemTitle}>
                    {name}
                  </h3>
                  <p className={styles.itemMeta}>
                    {t('account.device.radioId', { last4: device.radioIdLastFour })}
                  </p>
                  {device.nickname && device.vehicle ? (
                    <p className={styles.itemMeta}>{device.vehicle.yearMakeModel}</p>
                  ) : null}
                  <p>
                    {plan && plan.status !== 'Closed'
                      ? t('account.device.plan', { plan: plan.planName })
                      : t('account.device.noPlan')}
                  </p>
                  {canManage ? (
                    <div className={styles.itemActions}>
                      <Button
                        variant="secondary"
                        aria-label={t('account.device.editNicknameOf', { name })}
                        onClick={() => show('nickname', device)}
                      >
                        {t('account.device.editNickname')}
                      </Button>
                      {device.canRemove ? (
                        <Button
                          variant="quiet"
                          aria-label={t('account.device.removeOf', { name })}
                          onClick={() => show('remove', device)}
                        >
                          {t('account.device.remove')}
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </Tile>
              </li>
            );
          })}
        </ul>
      )}
      {canManage && withoutPlan.length >= 2 ? (
        <p>
          <Link to={MULTI_RADIO_PURCHASE_PATH} className={buttonClassName('secondary')}>
            {t('account.devices.addPlans')}
          </Link>
        </p>
      ) : null}
      {target?.kind === 'nickname' ? (
        <NicknameDialog
          key={target.key}
          open={open}
          device={target.device}
          onClose={() => setOpen(false)}
          onSaved={(nickname) => finish(t('account.nickname.saved', { name: nickname }))}
        />
      ) : null}
      {target?.kind === 'remove' ? (
        <RemoveDeviceDialog
          key={target.key}
          open={open}
          device={target.device}
          name={nameOf(target.device)}
          onClose={() => setOpen(false)}
          onRemoved={(name) => finish(t('account.removal.done', { name }))}
        />
      ) : null}
    </Panel>
  );
}
