import type { ApplicationConfig, Session, SessionLocation } from '@orbit/domain';
import { createLogicalClock, type LogicalClock } from './clock/logical-clock.ts';
import { createTimeSync, type TimeSync } from './clock/time-sync.ts';
import { DomainConfigStore } from './config/domain-config-store.ts';
import { type LoadConfigOptions, loadApplicationConfig } from './config/load-application-config.ts';
import { DeviceGrantManager } from './device/device-grant-manager.ts';
import { deviceMetadata } from './device/device-metadata.ts';
import { createPlaybackTelemetry, type PlaybackTelemetry } from './events/playback-telemetry.ts';
import { createUserEvents, type UserEvents } from './events/user-events.ts';
import { createServiceCaller, type ServiceCaller } from './http/service-caller.ts';
import { defaultRuntime } from './runtime/default-runtime.ts';
import type { SdkRuntime } from './runtime/runtime.ts';
import { SessionEvents, type SessionListener } from './session/session-events.ts';
import { SessionManager } from './session/session-manager.ts';
import { UserInfoStore } from './session/user-info-store.ts';

export interface OrbitSdkOptions {
  /** Origin of the service APIs, e.g. `https://api.orbitradio.com`. */
  serviceOrigin: string;
  app?: { name: string; version: string };
  /** Platform parts to replace (fetch, storage, cookies, timers, clock). */
  runtime?: Partial<SdkRuntime>;
  location?: () => SessionLocation | undefined;
  /** Where the SDK reports what it recovered from (a failed clock sync, a dropped event batch). */
  logger?: SdkLogger;
}

export interface SdkLogger {
  warn(message: string, error?: unknown): void;
}

export interface OrbitSdk {
  readonly runtime: SdkRuntime;
  readonly caller: ServiceCaller;
  readonly config: DomainConfigStore;
  readonly deviceGrants: DeviceGrantManager;
  readonly session: SessionManager;
  readonly logicalClock: LogicalClock;
  /** Server-synchronised time; `start()` it to begin polling the time service. */
  readonly time: TimeSync;
  readonly playbackTelemetry: PlaybackTelemetry;
  readonly userEvents: UserEvents;
  /** Fetches the domain config unless a stored one is younger than `maxAgeMs`. */
  loadConfig(
    options?: Partial<Omit<LoadConfigOptions, 'serviceOrigin'>> & { maxAgeMs?: number },
  ): Promise<ApplicationConfig>;
  /**
   * Bootstraps the session, then starts what runs beside it: time synchronisation, the event
   * buffers (restoring and flushing what a signed-in person left unsent), and the watch on the
   * session cookie other tabs share.
   */
  start(): Promise<Session>;
  onSessionEvent(listener: SessionListener): () => void;
  dispose(): void;
}

const silentLogger: SdkLogger = { warn: () => {} };

/** Default age after which a stored domain config is fetched again. */
export const CONFIG_MAX_AGE_MS = 60 * 60_000;

export function createOrbitSdk(options: OrbitSdkOptions): OrbitSdk {
  const runtime = defaultRuntime(options.runtime);
  const config = new DomainConfigStore(runtime.storage);
  const logger = options.logger ?? silentLogger;
  const logicalClock = createLogicalClock({ cookies: runtime.cookies, now: runtime.now });
  const caller = createServiceCaller({ runtime, config, logicalClock: () => logicalClock.tick() });
  const deviceGrants = new DeviceGrantManager(
    runtime,
    caller,
    deviceMetadata(runtime.userAgent, options.app ?? { name: 'orbit-care', version: '1.0.0' }),
  );
  const events = new SessionEvents();
  const session = new SessionManager({
    runtime,
    caller,
    config,
    deviceGrants,
    store: new UserInfoStore(runtime),
    events,
    ...(options.location ? { location: options.location } : {}),
  });

  const time = createTimeSync({ caller, config, runtime, logicalClock, logger });
  const eventDeps = {
    caller,
    config,
    runtime,
    logger,
    isAuthenticated: () => session.isAuthenticated,
    now: () => time.now(),
  };
  const playbackTelemetry = createPlaybackTelemetry(eventDeps);
  const userEvents = createUserEvents({
    ...eventDeps,
    accessTokenId: () => session.session?.accessTokenId,
  });
  // Stored events belong to a signed-in person: the buffers drop them when the session changes hands.
  events.on((event) => {
    if (event.type !== 'sessionChanged') return;
    playbackTelemetry.sessionChanged();
    userEvents.sessionChanged();
  });

  return {
    runtime,
    caller,
    config,
    deviceGrants,
    session,
    logicalClock,
    time,
    playbackTelemetry,
    userEvents,
    async loadConfig(loadOptions = {}) {
      const maxAgeMs = loadOptions.maxAgeMs ?? CONFIG_MAX_AGE_MS;
      const prodMode = loadOptions.prodMode ?? true;
      const stored = config.config;
      const fetchedAt = config.fetchedAt;
      if (
        stored &&
        fetchedAt !== undefined &&
        runtime.now() - fetchedAt < maxAgeMs &&
        stored.isTest === !prodMode
      ) {
        return stored;
      }
      const loaded = await loadApplicationConfig(runtime, {
        serviceOrigin: options.serviceOrigin,
        prodMode,
        ...(loadOptions.preview ? { preview: true } : {}),
      });
      config.supply(loaded, runtime.now());
      return loaded;
    },
    async start() {
      const started = await session.bootstrap();
      if (config.config?.domains.time) time.start();
      playbackTelemetry.start();
      userEvents.start();
      void playbackTelemetry.flush('launch');
      void userEvents.flush('launch');
      session.watchCookies();
      return started;
    },
    onSessionEvent: (listener) => events.on(listener),
    dispose() {
      session.dispose();
      time.dispose();
      playbackTelemetry.dispose();
      userEvents.dispose();
    },
  };
}
