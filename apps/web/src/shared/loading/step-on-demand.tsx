import type { Locale } from '@orbit/domain';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { loadMadeCatalogs } from '../i18n/catalog.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useAppServices } from '../services/app-services.tsx';
import { readOrSuspend } from './read-or-suspend.ts';
import { usePageLoadingWhile } from './use-page-loading-while.ts';

/**
 * A flow's step whose code is fetched when the flow needs it (ADR 096), so a checkout's first
 * screen carries one step, not all of them. `preload` fetches the code and then the words of every
 * catalog it made, in the reader's language: a flow preloads its later steps once its first screen
 * shows (`usePreloadedSteps`), so a visitor who presses Continue finds the next step already here.
 * A step may take props (the subscription flows' accordion steps, ADR 100): `OnDemandStep` passes
 * them on.
 */
export interface StepCode<Props extends object = object> {
  /** The step's component once its code is here. */
  arrived(): ComponentType<Props> | undefined;
  /** Fetches the code once (again after a failure); the same promise until it settles. */
  fetch(): Promise<ComponentType<Props>>;
  /** Fetches the code, then the words of every catalog made so far, in `locale`. */
  preload(locale: Locale): Promise<void>;
}

/**
 * The fetch's promise, marked fulfilled once it is, so `readOrSuspend` reads a step that arrived
 * before its first render (a preload) without suspending.
 */
type Arriving<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function stepOnDemand<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): StepCode<Props> {
  let arriving: Arriving<ComponentType<Props>> | undefined;
  const fetch = () => {
    if (!arriving) {
      const fetched: Arriving<ComponentType<Props>> = load().then(
        (step) => {
          fetched.status = 'fulfilled';
          fetched.value = step;
          return step;
        },
        (error: unknown) => {
          // A failed fetch is forgotten, so the next render or preload tries again.
          arriving = undefined;
          throw error;
        },
      );
      arriving = fetched;
    }
    return arriving;
  };
  return {
    arrived: () => arriving?.value,
    fetch,
    preload: (locale) => fetch().then(() => loadMadeCatalogs(locale)),
  };
}

/**
 * A page fetched on demand inside a layer its route module holds (its words, its flow's
 * providers): the page's code arrives alone, the layer stays with the route, and every page of
 * the route is wrapped the same way.
 */
export function insideLayer(Layer: ComponentType<{ children: ReactNode }>) {
  return <Props extends object>(
    page: Promise<ComponentType<Props>>,
  ): Promise<ComponentType<Props>> =>
    page.then(
      (Page) =>
        function PageInLayer(props: Props) {
          return (
            <Layer>
              <Page {...props} />
            </Layer>
          );
        },
    );
}

/** While a step's code has not arrived (a slow network, a reload on a later step), the page loader stays up. */
function StepArriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/** The step to render and the props it takes (a step's own prop may not be named `step`). */
export type OnDemandStepProps<Props extends object> = { step: StepCode<Props> } & Props;

function ArrivedStep<Props extends object>({ step, ...props }: OnDemandStepProps<Props>) {
  const Step = readOrSuspend(step.fetch());
  return <Step {...(props as Props)} />;
}

/** A key per step: the boundary of one step is not the boundary of the next. */
const stepKeys = new WeakMap<object, number>();
let stepsKeyed = 0;
function keyOf(step: object): number {
  let key = stepKeys.get(step);
  if (key === undefined) {
    stepsKeyed += 1;
    key = stepsKeyed;
    stepKeys.set(step, key);
  }
  return key;
}

/**
 * Renders the step; once its code is here it renders at once, the boundary only shows before.
 * Another step (a route that moved on) gets a boundary of its own: the step before leaves at once,
 * rather than staying mounted behind the loader, answering the new address, while the next one's
 * code arrives (a one-click link's page, still there on its thanks page's address, took the
 * missing token for a broken link and went to the error page).
 *
 * Render it only for what is on screen: until its code and words are here, the fallback raises the
 * full-page loader and the page under it is inert. A dialog is rendered once it has opened, not
 * while closed (the credentials step's found subscription, whose words arrived while the visitor
 * typed and took the keys they pressed).
 */
export function OnDemandStep<Props extends object>(props: OnDemandStepProps<Props>) {
  return (
    <Suspense key={keyOf(props.step)} fallback={<StepArriving />}>
      <ArrivedStep {...props} />
    </Suspense>
  );
}

/** Any step, whatever props it takes: preloading needs none. */
type PreloadedStep = Pick<StepCode, 'preload'>;

/**
 * Fetches the flow's later steps, code and words, once its first screen is on: idle bandwidth
 * while the visitor reads, so no step waits on a spinner. One step per idle period, in the flow's
 * order: fetching and evaluating seven steps in one task was a long task on a slow phone's landing
 * (ADR 099). A failed preload is left to the step's own render, which tries again.
 */
export function usePreloadedSteps(steps: readonly PreloadedStep[]): void {
  const locale = useIntl().locale as Locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a flow's steps are module constants.
  useEffect(() => {
    let stopped = false;
    let cancelWait = () => {};
    const whenIdle = (run: () => void) => {
      // After the first screen's own work (its hydration, its reads), not in their way.
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(run, 0);
        cancelWait = () => clearTimeout(timer);
      } else {
        const idle = requestIdleCallback(run);
        cancelWait = () => cancelIdleCallback(idle);
      }
    };
    const preloadFrom = (index: number) => {
      const step = steps[index];
      if (stopped || !step) return;
      step
        .preload(locale)
        .catch(() => {})
        .then(() => {
          if (!stopped) whenIdle(() => preloadFrom(index + 1));
        });
    };
    whenIdle(() => preloadFrom(0));
    return () => {
      stopped = true;
      cancelWait();
    };
  }, [locale]);
}
