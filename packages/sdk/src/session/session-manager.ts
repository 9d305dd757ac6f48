import { type Session, type SessionLocation, STORAGE_LIMITS, sessionSchema } from '@orbit/domain';
import type { DomainConfigStore } from '../config/domain-config-store.ts';
import type { DeviceGrantManager } from '../device/device-grant-manager.ts';
import type { HeaderTemplateValues } from '../http/endpoint-url.ts';
import { genericError, isServiceError } from '../http/sdk-errors.ts';
import {
  isInvalidConvergenceToken,
  type ServiceCaller,
  type SessionHooks,
} from '../http/service-caller.ts';
import type { SdkRuntime, TimerHandle } from '../runtime/runtime.ts';
import {
  classifyRefreshFailure,
  REFRESH_TOKEN_EXPIRED,
  type RefreshFailure,
  SESSION_NOT_INITIALISED,
  SESSION_PURGE_TOO_SOON,
} from './session-errors.ts';
import type { SessionEvents } from './session-events.ts';
import { sessionStart } from './session-start.ts';
import {
  hasAccessToken,
  isAccessTokenValid,
  isRefreshTokenValid,
  type StoredUserInfo,
  type UserInfoStore,
} from './user-info-store.ts';

/** Two purges of stored user info and device grant are at least this far apart. */
export const MIN_SESSION_PURGE_INTERVAL_MS = 60_000;

export type RefreshOutcome = 'refreshed' | RefreshFailure;

export interface SessionManagerDeps {
  runtime: SdkRuntime;
  caller: ServiceCaller;
  config: DomainConfigStore;
  deviceGrants: DeviceGrantManager;
  store: UserInfoStore;
  events: SessionEvents;
  /** Where the person is, when the host knows; sent with session creation and refresh. */
  location?: () => SessionLocation | undefined;
}

export interface SignInOptions {
  /** `authenticated` for a sign-in grant; `device` for a TV's device-authorization grant. */
  via?: 'authenticated' | 'device';
  handle?: string;
}

/**
 * The session life cycle of spec 001 §4: bootstrap, token handling, transitions. Every refresh is
 * single-flight: concurrent callers share one request and one outcome.
 */
export class SessionManager {
  private info: StoredUserInfo | undefined;
  private pendingConvergenceToken: string | undefined;
  private refreshInFlight: Promise<RefreshOutcome> | undefined;
  private anonymousInFlight: Promise<Session> | undefined;
  private lastPurgeAt = Number.NEGATIVE_INFINITY;
  private cookiePoll: TimerHandle | undefined;
  private lastCookies = '';
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: SessionManagerDeps) {
    deps.caller.attachSession(this.hooks());
    this.unsubscribe = deps.config.onTestModeChange(() => {
      // Test and real sessions never mix: start over as a new anonymous visitor.
      this.forgetUser();
      void this.startAnonymous().catch(() => {});
    });
  }

  /** The session in use; undefined until there is one with its access token at hand. */
  get session(): Session | undefined {
    const session = this.info?.session;
    return session && hasAccessToken(session) ? session : undefined;
  }

  get isAuthenticated(): boolean {
    return this.info?.authenticated ?? false;
  }

  get handle(): string | undefined {
    return this.info?.handle;
  }

  /** The five steps of the session bootstrap. */
  async bootstrap(): Promise<Session> {
    try {
      await this.deps.deviceGrants.ensure();
    } catch (error) {
      this.deps.events.emit({ type: 'sessionError', reason: 'deviceGrant', error });
      throw error;
    }
    const stored = this.deps.store.read();
    const start = sessionStart(stored, this.deps.runtime.now());
    if (start.kind === 'anonymous') {
      if (start.clearStored) this.forgetUser();
      return this.startAnonymous();
    }
    this.adopt(stored as StoredUserInfo);
    const restored = this.session;
    if (start.kind === 'restore' && restored) return restored;

    const outcome = await this.refresh();
    const refreshed = this.session;
    if (outcome === 'refreshed' && refreshed) return refreshed;
    this.forgetUser();
    if (outcome === 'rejected') return this.startAnonymous();
    throw genericError(`session refresh ${outcome}`, 'SESSION_REFRESH_FAILED');
  }

  /** Refreshes the session; concurrent callers share one request. */
  refresh(): Promise<RefreshOutcome> {
    this.refreshInFlight ??= this.refreshOnce().finally(() => {
      this.refreshInFlight = undefined;
    });
    return this.refreshInFlight;
  }

  /** Trades a sign-in grant for an authenticated session, keeping the anonymous one for sign-out. */
  async signIn(grant: string, options: SignInOptions = {}): Promise<Session> {
    const endpoint = options.via === 'device' ? 'device' : 'authenticated';
    const session = await this.deps.caller.call(
      'session',
      endpoint,
      { body: { grant, ...this.locationBody() } },
      sessionSchema,
    );
    const previous = this.info;
    // Kept for sign-out only where the SDK holds its tokens: a browser's refresh cookie now
    // belongs to the signed-in session, so its anonymous one could never be refreshed again.
    const anonymousSession = this.deps.store.serverHoldsRefreshToken
      ? undefined
      : previous && !previous.authenticated && hasAccessToken(previous.session)
        ? previous.session
        : previous?.anonymousSession;
    this.adopt({
      session,
      authenticated: true,
      ...(options.handle ? { handle: options.handle } : {}),
      ...(anonymousSession ? { anonymousSession } : {}),
    });
    return session;
  }

  /**
   * Signs out: the signed-in session ends on the server (with, in a browser, its refresh cookie
   * and the care sign-in it shares), then back to the anonymous session held before sign-in while
   * it is still valid, otherwise a new anonymous session.
   */
  async signOut(): Promise<Session> {
    if (this.info?.authenticated) await this.endHere();
    const anonymous = this.info?.anonymousSession;
    const now = this.deps.runtime.now();
    if (anonymous && isAccessTokenValid(anonymous, now) && isRefreshTokenValid(anonymous, now)) {
      this.adopt({ session: anonymous, authenticated: false });
      return anonymous;
    }
    this.forgetUser();
    return this.startAnonymous();
  }

  /** `sessions/end`; a failure is swallowed (spec 001 §7): the person is signed out here anyway. */
  private async endHere(): Promise<void> {
    try {
      await this.deps.caller.send('session', 'end');
    } catch {
      // The session then ends by itself: nothing here holds its tokens any more.
    }
  }

  /** Ends every session of this person on the server, then starts over anonymous. */
  async revokeAll(): Promise<Session> {
    if (!this.info) throw genericError(SESSION_NOT_INITIALISED, 'SESSION_NOT_INITIALISED');
    await this.deps.caller.send('session', 'revokeAll');
    this.forgetUser();
    return this.startAnonymous();
  }

  /** Notices sessions changed by another tab (the cookie is shared) every 300 ms. */
  watchCookies(): void {
    if (this.cookiePoll !== undefined) return;
    this.lastCookies = this.deps.runtime.cookies.snapshot();
    this.cookiePoll = this.deps.runtime.timers.setInterval(() => {
      const now = this.deps.runtime.cookies.snapshot();
      if (now === this.lastCookies) return;
      this.lastCookies = now;
      this.followOtherTab(this.deps.store.read());
    }, STORAGE_LIMITS.cookiePollMs);
  }

  /**
   * Another tab changed the stored session. Where the SDK holds its tokens, take them. In a
   * browser the cookie holds none: for the same person our access token still works (a rotated
   * one stays valid until it expires); a sign-in or sign-out there means refreshing here, which
   * takes the session the shared refresh cookie now belongs to.
   */
  private followOtherTab(stored: StoredUserInfo | undefined): void {
    if (stored?.session.accessTokenId === this.info?.session.accessTokenId) return;
    if (!stored || hasAccessToken(stored.session)) {
      this.info = stored;
      this.announce();
      return;
    }
    if (stored.authenticated === this.info?.authenticated && stored.handle === this.info?.handle) {
      return;
    }
    this.info = stored;
    this.announce();
    void this.refresh().catch(() => {});
  }

  dispose(): void {
    if (this.cookiePoll !== undefined) this.deps.runtime.timers.clearInterval(this.cookiePoll);
    this.cookiePoll = undefined;
    this.unsubscribe();
  }

  /** An anonymous session; a 401 purges what is stored, fetches a new device grant and tries once more. */
  startAnonymous(): Promise<Session> {
    this.anonymousInFlight ??= this.anonymousOnce().finally(() => {
      this.anonymousInFlight = undefined;
    });
    return this.anonymousInFlight;
  }

  private async anonymousOnce(): Promise<Session> {
    try {
      return await this.requestAnonymous();
    } catch (error) {
      if (!isServiceError(error) || error.status !== 401) {
        this.deps.events.emit({ type: 'sessionError', reason: 'anonymous', error });
        throw error;
      }
      try {
        this.purge();
        await this.deps.deviceGrants.fetchNew();
        return await this.requestAnonymous();
      } catch (retryError) {
        this.deps.events.emit({ type: 'sessionError', reason: 'anonymous', error: retryError });
        throw retryError;
      }
    }
  }

  private async requestAnonymous(): Promise<Session> {
    this.deps.store.anonymousId();
    const session = await this.deps.caller.call(
      'session',
      'anonymous',
      { body: this.locationBody() },
      sessionSchema,
    );
    this.adopt({ session, authenticated: false });
    return session;
  }

  private purge(): void {
    const now = this.deps.runtime.now();
    if (now - this.lastPurgeAt < MIN_SESSION_PURGE_INTERVAL_MS) {
      throw genericError(SESSION_PURGE_TOO_SOON, 'SESSION_PURGE_TOO_SOON');
    }
    this.lastPurgeAt = now;
    this.forgetUser();
    this.deps.deviceGrants.purge();
  }

  private async refreshOnce(): Promise<RefreshOutcome> {
    const info = this.info;
    if (!info) throw genericError(SESSION_NOT_INITIALISED, 'SESSION_NOT_INITIALISED');
    // Another tab may have refreshed already (the cookie is shared): take its tokens instead.
    if (this.adoptNewerFromOtherTab(info, { needsValidAccessToken: true })) return 'refreshed';
    if (!isRefreshTokenValid(info.session, this.deps.runtime.now())) {
      this.deps.events.emit({
        type: 'sessionError',
        reason: 'refresh',
        error: genericError(REFRESH_TOKEN_EXPIRED, 'REFRESH_TOKEN_EXPIRED'),
      });
      return 'rejected';
    }
    let retriedAfterOtherTab = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const session = await this.deps.caller.call(
          'session',
          'refresh',
          { body: this.locationBody() },
          sessionSchema,
        );
        // The convergence token went with this refresh; it has done its job.
        this.pendingConvergenceToken = undefined;
        this.adopt({ ...info, session });
        return 'refreshed';
      } catch (error) {
        if (isInvalidConvergenceToken(error) && attempt === 0) {
          this.pendingConvergenceToken = undefined;
          continue;
        }
        const failure = classifyRefreshFailure(error);
        // A refusal can mean another tab rotated the token a moment ago: use what it stored.
        if (
          failure === 'rejected' &&
          this.adoptNewerFromOtherTab(info, { needsValidAccessToken: false })
        ) {
          return 'refreshed';
        }
        // In a browser that tab's tokens are not stored, but the shared refresh cookie is now
        // its newer one: refresh once more with it.
        if (failure === 'rejected' && !retriedAfterOtherTab && this.otherTabRotated(info)) {
          retriedAfterOtherTab = true;
          continue;
        }
        return failure;
      }
    }
  }

  private adoptNewerFromOtherTab(
    current: StoredUserInfo,
    options: { needsValidAccessToken: boolean },
  ): boolean {
    const stored = this.deps.store.read();
    if (!stored || !hasAccessToken(stored.session)) return false;
    if (stored.session.accessTokenId === current.session.accessTokenId) return false;
    const now = this.deps.runtime.now();
    if (!isRefreshTokenValid(stored.session, now)) return false;
    if (options.needsValidAccessToken && !isAccessTokenValid(stored.session, now)) return false;
    this.info = stored;
    this.lastCookies = this.deps.runtime.cookies.snapshot();
    this.announce();
    return true;
  }

  private otherTabRotated(current: StoredUserInfo): boolean {
    if (!this.deps.store.serverHoldsRefreshToken) return false;
    const stored = this.deps.store.read();
    return (
      stored !== undefined &&
      stored.session.accessTokenId !== current.session.accessTokenId &&
      isRefreshTokenValid(stored.session, this.deps.runtime.now())
    );
  }

  private hooks(): SessionHooks {
    return {
      headerValues: () => this.headerValues(),
      refreshAfterUnauthorized: async () => {
        if (!this.info) {
          await this.startAnonymous();
          return true;
        }
        const outcome = await this.refresh();
        if (outcome === 'refreshed') return true;
        if (outcome !== 'rejected') return false;
        // The refresh token is dead: carry on as a new anonymous visitor. The repeated call
        // carries the anonymous token and will not trigger another refresh.
        this.forgetUser();
        try {
          await this.startAnonymous();
          return true;
        } catch {
          return false;
        }
      },
      convergenceTokenSeen: (token) => {
        if (this.pendingConvergenceToken === token) return;
        this.pendingConvergenceToken = token;
        const reauthenticate = () => {
          if (this.pendingConvergenceToken && this.info) void this.refresh().catch(() => {});
        };
        if (this.refreshInFlight) void this.refreshInFlight.finally(reauthenticate);
        else reauthenticate();
      },
      convergenceTokenRejected: async () => {
        this.pendingConvergenceToken = undefined;
        if (!this.info) return false;
        return (await this.refresh()) === 'refreshed';
      },
    };
  }

  private headerValues(): HeaderTemplateValues {
    return {
      accessToken: this.info?.session.accessToken,
      refreshToken: this.info?.session.refreshToken,
      deviceGrant: this.deps.deviceGrants.current?.grant,
      convergenceToken: this.pendingConvergenceToken,
      anonymousId: this.deps.runtime.cookies.get('ANONYMOUS_ID'),
    };
  }

  private locationBody(): { location?: SessionLocation } {
    const location = this.deps.location?.();
    return location ? { location } : {};
  }

  private adopt(info: StoredUserInfo): void {
    this.info = this.deps.store.held(info);
    this.deps.store.write(info);
    this.lastCookies = this.deps.runtime.cookies.snapshot();
    this.announce();
  }

  private forgetUser(): void {
    this.info = undefined;
    this.pendingConvergenceToken = undefined;
    this.deps.store.clear();
    this.lastCookies = this.deps.runtime.cookies.snapshot();
    this.announce();
  }

  private announce(): void {
    this.deps.events.emit({
      type: 'sessionChanged',
      sessionType: this.info?.session.sessionType ?? null,
      authenticated: this.info?.authenticated ?? false,
    });
  }
}
