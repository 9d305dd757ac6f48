import type { SessionType } from '@orbit/domain';

export type SessionEvent =
  | { type: 'sessionChanged'; sessionType: SessionType | null; authenticated: boolean }
  | { type: 'sessionError'; reason: string; error: unknown };

export type SessionListener = (event: SessionEvent) => void;

export class SessionEvents {
  private readonly listeners = new Set<SessionListener>();

  on(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: SessionEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's fault must not break the session.
      }
    }
  }
}
