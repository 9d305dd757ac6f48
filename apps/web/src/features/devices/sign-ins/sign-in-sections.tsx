import type {
  ConnectedDevice,
  LinkedService,
  PasskeySummary,
  SignedInBrowser,
} from '@orbit/domain';
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useFormatInstantDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';
import { SignInRow } from './sign-in-row.tsx';
import styles from './sign-ins.module.css';
import { useSignIns } from './use-sign-ins.ts';

type Announce = (message: string) => void;

/** A section of the page: its heading, and its list once read (loading, failed, empty). */
function Section<T>({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  empty: (data: T) => ReactNode | null;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) body = <p role="status">{t('signIns.loading')}</p>;
  else if (query.isError) {
    body = (
      <>
        <Alert tone="error">{t('signIns.error')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('signIns.retry')}
          </Button>
        </div>
      </>
    );
  } else body = empty(query.data) ?? children(query.data);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}

/** TVs, speakers and cars: named by the customer, or by what they are. */
export function DevicesSection({ onDone }: { onDone: Announce }) {
  const t = useT();
  const day = useFormatInstantDay();
  const { client, queries, refresh } = useSignIns();
  const query = useQuery({ ...queries.devices, select: (data) => data.devices });
  const nameOf = (device: ConnectedDevice) => device.name ?? t(`signIns.kind.${device.kind}`);
  return (
    <Section
      title={t('signIns.devices.title')}
      query={query}
      empty={(devices) =>
        devices.length ? null : (
          <>
            <p>{t('signIns.devices.empty')}</p>
            <p>
              <Link to="/subscribe/linking/tv">{t('signIns.devices.connect')}</Link>
            </p>
          </>
        )
      }
    >
      {(devices) => (
        <ul className={styles.list}>
          {devices.map((device) => (
            <SignInRow
              key={device.id}
              name={nameOf(device)}
              badge={device.name ? t(`signIns.kind.${device.kind}`) : undefined}
              details={[
                t('signIns.devices.linked', { date: day(device.linkedAt) }),
                device.lastUsedAt
                  ? t('signIns.devices.lastUsed', { date: day(device.lastUsedAt) })
                  : t('signIns.devices.notUsed'),
              ]}
              rename={
                device.renamable
                  ? {
                      current: device.name,
                      save: async (name) => {
                        await client.renameDevice(device.id, name);
                        await refresh();
                      },
                    }
                  : undefined
              }
              revoke={{
                kind: 'device',
                body:
                  device.kind === 'car' && !device.renamable
                    ? t('signIns.device.carBody', { name: nameOf(device) })
                    : undefined,
                run: async () => {
                  await client.revokeDevice(device.id).finally(refresh);
                },
              }}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The partners linked (Google, Alexa…), with what each may do. */
export function ServicesSection({ onDone }: { onDone: Announce }) {
  const t = useT();
  const day = useFormatInstantDay();
  const { client, queries, refresh } = useSignIns();
  const query = useQuery({ ...queries.services, select: (data) => data.services });
  const scopesOf = (service: LinkedService) =>
    service.scopes.map((scope) => t(`signIns.scope.${scope}`)).join(', ');
  return (
    <Section
      title={t('signIns.services.title')}
      query={query}
      empty={(services) =>
        services.length ? null : (
          <>
            <p>{t('signIns.services.empty')}</p>
            <p>
              <Link to="/subscribe/linking">{t('signIns.services.link')}</Link>
            </p>
          </>
        )
      }
    >
      {(services) => (
        <ul className={styles.list}>
          {services.map((service) => (
            <SignInRow
              key={service.id}
              name={service.name}
              details={[
                t('signIns.services.can', { scopes: scopesOf(service) }),
                t('signIns.services.since', { date: day(service.consentedAt) }),
              ]}
              revoke={{
                kind: 'service',
                body: t('signIns.service.body', { name: service.name, scopes: scopesOf(service) }),
                run: async () => {
                  await client.revokeLinkedService(service.id).finally(refresh);
                },
              }}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The passkeys that sign this identity in. */
export function PasskeysSection({ onDone }: { onDone: Announce }) {
  const t = useT();
  const day = useFormatInstantDay();
  const { client, queries, refresh } = useSignIns();
  const query = useQuery({ ...queries.passkeys, select: (data) => data.passkeys });
  const nameOf = (passkey: PasskeySummary) => passkey.name ?? t('signIns.passkeys.unnamed');
  return (
    <Section
      title={t('signIns.passkeys.title')}
      query={query}
      empty={(passkeys) => (passkeys.length ? null : <p>{t('signIns.passkeys.empty')}</p>)}
    >
      {(passkeys) => (
        <ul className={styles.list}>
          {passkeys.map((passkey) => (
            <SignInRow
              key={passkey.id}
              name={nameOf(passkey)}
              details={[
                t('signIns.passkeys.created', { date: day(passkey.createdAt) }),
                passkey.lastUsedAt
                  ? t('signIns.passkeys.lastUsed', { date: day(passkey.lastUsedAt) })
                  : t('signIns.passkeys.neverUsed'),
                t(
                  passkey.deviceType === 'multiDevice'
                    ? 'signIns.passkeys.synced'
                    : 'signIns.passkeys.single',
                ),
              ]}
              rename={{
                current: passkey.name,
                save: async (name) => {
                  await client.renamePasskey(passkey.id, name);
                  await refresh();
                },
              }}
              revoke={{
                kind: 'passkey',
                run: async () => {
                  await client.deletePasskey(passkey.id).finally(refresh);
                },
              }}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** "Sign out everywhere else", after a confirmation saying what it ends and what it keeps. */
function SignOutElsewhere({ onDone }: { onDone: Announce }) {
  const t = useT();
  const hintId = useId();
  const { client, refresh } = useSignIns();
  const [confirming, setConfirming] = useState(false);
  const signOut = useMutation({
    mutationFn: () => client.signOutEverywhereElse(),
    onSuccess: ({ revokedSessions }) => {
      setConfirming(false);
      onDone(t('signIns.elsewhere.done', { count: revokedSessions }));
    },
    onSettled: () => refresh(),
  });
  return (
    <>
      <p className={styles.fine} id={hintId}>
        {t('signIns.elsewhere.hint')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-describedby={hintId} onClick={() => setConfirming(true)}>
          {t('signIns.elsewhere.action')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('signIns.elsewhere.title')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('signIns.keep')}
            </Button>
            <Button disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {t(signOut.isPending ? 'signIns.working' : 'signIns.elsewhere.confirm')}
            </Button>
          </>
        }
      >
        {signOut.isError ? <Alert tone="error">{t('signIns.failed')}</Alert> : null}
        <p>{t('signIns.elsewhere.body')}</p>
      </Dialog>
    </>
  );
}

/** The browsers and apps signed in; this one first, signed out with the sign-out, not here. */
export function BrowsersSection({ onDone }: { onDone: Announce }) {
  const t = useT();
  const day = useFormatInstantDay();
  const { client, queries, refresh } = useSignIns();
  const query = useQuery({ ...queries.devices, select: (data) => data.browsers });
  const nameOf = (browser: SignedInBrowser) => browser.browser ?? t('signIns.browsers.unknown');
  const placeOf = (browser: SignedInBrowser) =>
    [browser.place?.region, browser.place?.country].filter(Boolean).join(', ');
  return (
    <Section title={t('signIns.browsers.title')} query={query} empty={() => null}>
      {(browsers) => (
        <>
          <ul className={styles.list}>
            {browsers.map((browser) => (
              <SignInRow
                key={browser.id}
                name={nameOf(browser)}
                badge={browser.current ? t('signIns.browsers.current') : undefined}
                details={[
                  t('signIns.browsers.lastUsed', { date: day(browser.lastUsedAt) }),
                  t('signIns.browsers.signedIn', { date: day(browser.signedInAt) }),
                  ...(placeOf(browser)
                    ? [t('signIns.browsers.place', { place: placeOf(browser) })]
                    : []),
                ]}
                revoke={
                  browser.current
                    ? undefined
                    : {
                        kind: 'browser',
                        run: async () => {
                          await client.revokeDevice(browser.id).finally(refresh);
                        },
                      }
                }
                onDone={onDone}
              />
            ))}
          </ul>
          {browsers.some((browser) => !browser.current) ? null : (
            <p>{t('signIns.browsers.onlyThis')}</p>
          )}
          <SignOutElsewhere onDone={onDone} />
        </>
      )}
    </Section>
  );
}
