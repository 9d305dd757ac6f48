import type { Timers } from '../runtime/runtime.ts';

interface Scheduled {
  id: number;
  at: number;
  every?: number;
  callback: () => void;
}

/** Timers and a clock that move only when a test says so. */
export class ManualTime implements Timers {
  private nowMs: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(startMs = Date.parse('2026-11-21T12:00:00Z')) {
    this.nowMs = startMs;
  }

  now = (): number => this.nowMs;

  setTimeout = (callback: () => void, ms: number) => this.schedule(callback, ms);
  setInterval = (callback: () => void, ms: number) => this.schedule(callback, ms, ms);
  clearTimeout = (handle: unknown) => this.cancel(handle);
  clearInterval = (handle: unknown) => this.cancel(handle);

  get pending(): number {
    return this.scheduled.length;
  }

  /** Moves time forward, firing what falls due in order, and lets promises settle after each. */
  async advance(ms: number): Promise<void> {
    const until = this.nowMs + ms;
    for (;;) {
      await flushPromises();
      const due = this.scheduled
        .filter((entry) => entry.at <= until)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.nowMs = Math.max(this.nowMs, due.at);
      if (due.every) due.at += due.every;
      else this.scheduled = this.scheduled.filter((entry) => entry !== due);
      due.callback();
    }
    this.nowMs = until;
    await flushPromises();
  }

  private schedule(callback: () => void, ms: number, every?: number): number {
    const id = this.nextId++;
    this.scheduled.push({
      id,
      at: this.nowMs + Math.max(0, ms),
      callback,
      ...(every ? { every } : {}),
    });
    return id;
  }

  private cancel(handle: unknown): void {
    this.scheduled = this.scheduled.filter((entry) => entry.id !== handle);
  }
}

export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
