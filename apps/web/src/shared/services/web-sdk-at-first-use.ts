import type { OrbitSdk } from '@orbit/sdk';
import type { CreateWebSdkOptions } from './orbit-sdk.ts';

type OrbitSdkModule = typeof import('./orbit-sdk.ts');

/**
 * The app's one SDK, made when the first page's route loads rather than at start-up: the SDK
 * (session, clock, events, device grants) is ≈ 14 KB gzip the entry route need not carry
 * (ADR 090). Every page's route loads it beside the page's own chunk (`load()`), so a page reads
 * `current` synchronously, as it always did.
 */
export interface WebSdkAtFirstUse {
  /** Fetches the SDK's code once and makes the SDK; later calls share it. */
  load(): Promise<{ sdk: OrbitSdk; module: OrbitSdkModule }>;
  /** The SDK, once `load()` resolved; read before that, it throws (a route forgot to load it). */
  readonly current: OrbitSdk;
  /** Disposes the SDK if it was made, or as soon as a load in flight ends. */
  dispose(): void;
}

export function webSdkAtFirstUse(options: CreateWebSdkOptions): WebSdkAtFirstUse {
  let made: { sdk: OrbitSdk; module: OrbitSdkModule } | undefined;
  let loading: Promise<{ sdk: OrbitSdk; module: OrbitSdkModule }> | undefined;
  let disposed = false;
  return {
    load() {
      loading ??= import('./orbit-sdk.ts').then(
        (module) => {
          made ??= { sdk: module.createWebSdk(options), module };
          if (disposed) made.sdk.dispose();
          return made;
        },
        (error: unknown) => {
          // A network blip must not keep every later page from loading it again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      if (!made) throw new Error('The Orbit SDK is read before its route loaded it.');
      return made.sdk;
    },
    dispose() {
      disposed = true;
      made?.sdk.dispose();
    },
  };
}
