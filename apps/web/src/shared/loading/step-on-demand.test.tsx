import { act, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../i18n/intl.tsx';
import { type AppServices, AppServicesProvider } from '../services/app-services.tsx';
import { createPageLoading } from './page-loading.ts';
import {
  insideLayer,
  OnDemandStep,
  type StepCode,
  stepOnDemand,
  usePreloadedSteps,
} from './step-on-demand.tsx';

/** A route's layer, as a flow's providers are: here, which journey the page is in. */
const Journey = createContext('none');
function UsedCarLayer({ children }: { children: ReactNode }) {
  return <Journey.Provider value="used car">{children}</Journey.Provider>;
}

/** The address a page reads, as a route's context gives it. */
const Address = createContext('/');

/** A step's code that arrives (or fails) when the test says so; `fetches` counts the requests. */
function deferredStep() {
  let fetches = 0;
  let settle: { arrive(): void; fail(): void } | undefined;
  const step = stepOnDemand(() => {
    fetches += 1;
    return new Promise<ComponentType>((resolve, reject) => {
      settle = {
        arrive: () => resolve(() => <h2>Payment</h2>),
        fail: () => reject(new Error('chunk failed')),
      };
    });
  });
  return {
    step,
    fetches: () => fetches,
    arrive: () => act(async () => settle?.arrive()),
    fail: () => act(async () => settle?.fail()),
  };
}

function inApp(pageLoading: ReturnType<typeof createPageLoading>, children: ReactNode) {
  const services = { pageLoading } as unknown as AppServices;
  return (
    <AppServicesProvider services={services}>
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        {children}
      </IntlProvider>
    </AppServicesProvider>
  );
}

/** A flow's first screen, preloading its later steps. */
function FirstScreen({ steps }: { steps: readonly StepCode[] }) {
  usePreloadedSteps(steps);
  return <h1>Choose your plan</h1>;
}

describe('a step on demand', () => {
  it('preloads a flow’s later steps one at a time, in the flow’s order', async () => {
    const payment = deferredStep();
    const review = deferredStep();
    render(inApp(createPageLoading(), <FirstScreen steps={[payment.step, review.step]} />));
    await waitFor(() => expect(payment.fetches()).toBe(1));
    // The next step waits until the one before it is here: no burst of fetches and evaluations.
    expect(review.fetches()).toBe(0);
    await payment.arrive();
    await waitFor(() => expect(review.fetches()).toBe(1));
    await review.arrive();
    expect(review.step.arrived()).toBeDefined();
  });

  it('keeps the page loader up until its code arrives, then shows the step', async () => {
    const pageLoading = createPageLoading();
    const { step, arrive } = deferredStep();
    await act(async () => {
      render(inApp(pageLoading, <OnDemandStep step={step} />));
    });
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    expect(pageLoading.get()).toBe(true);
    await arrive();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(pageLoading.get()).toBe(false);
  });

  it('shows a preloaded step at once, without a loader, and fetches its code once', async () => {
    const pageLoading = createPageLoading();
    const { step, arrive, fetches } = deferredStep();
    const preloaded = step.preload('en-US');
    await arrive();
    await preloaded;
    const raised: boolean[] = [];
    pageLoading.subscribe(() => raised.push(pageLoading.get()));
    render(inApp(pageLoading, <OnDemandStep step={step} />));
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(raised).toEqual([]);
    expect(fetches()).toBe(1);
  });

  it('forgets a failed fetch, so the next preload asks again', async () => {
    const { step, fail, arrive, fetches } = deferredStep();
    const first = step.preload('en-US').catch((error: Error) => error.message);
    await fail();
    expect(await first).toBe('chunk failed');
    const second = step.preload('en-US');
    await arrive();
    await second;
    expect(fetches()).toBe(2);
    expect(step.arrived()).toBeDefined();
  });

  it('passes the flow’s props on to the step once it arrives', async () => {
    const pageLoading = createPageLoading();
    const step = stepOnDemand<{ last4: string; onPaid(): void }>(
      async () =>
        ({ last4, onPaid }) => (
          <button type="button" onClick={onPaid}>
            Pay with the card ending {last4}
          </button>
        ),
    );
    const paid: string[] = [];
    await act(async () => {
      render(
        inApp(
          pageLoading,
          <OnDemandStep step={step} last4="4242" onPaid={() => paid.push('paid')} />,
        ),
      );
    });
    await act(async () =>
      screen.getByRole('button', { name: 'Pay with the card ending 4242' }).click(),
    );
    expect(paid).toEqual(['paid']);
    expect(pageLoading.get()).toBe(false);
  });

  it('lets the step before go at once when the next one is still arriving', async () => {
    const pageLoading = createPageLoading();
    // The first step reads the address as a route's page does (from context, not its props), and
    // answers it: the one it was made for, or the error page.
    const seen: string[] = [];
    const offer = stepOnDemand(async () => () => {
      const address = useContext(Address);
      seen.push(address);
      return <h2>{address === '/offer' ? 'Offer' : 'Wrong address'}</h2>;
    });
    const thanks = deferredStep();
    const view = (step: StepCode, address: string) =>
      inApp(
        pageLoading,
        <Address.Provider value={address}>
          <OnDemandStep step={step} />
        </Address.Provider>,
      );
    let rendered: ReturnType<typeof render> | undefined;
    await act(async () => {
      rendered = render(view(offer, '/offer'));
    });
    expect(screen.getByRole('heading', { name: 'Offer' })).toBeTruthy();
    // The route moves on to the next step, whose code has not arrived.
    await act(async () => {
      rendered?.rerender(view(thanks.step, '/thanks'));
    });
    expect(seen).toEqual(['/offer']);
    expect(pageLoading.get()).toBe(true);
    await thanks.arrive();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(seen).toEqual(['/offer']);
  });

  it('puts a page fetched inside its route’s layer within that layer, with its props', async () => {
    const step = stepOnDemand<{ radio: string }>(() =>
      insideLayer(UsedCarLayer)(
        Promise.resolve(({ radio }: { radio: string }) => (
          <p>
            {useContext(Journey)}: radio {radio}
          </p>
        )),
      ),
    );
    await act(async () => {
      render(inApp(createPageLoading(), <OnDemandStep step={step} radio="1234" />));
    });
    expect(await screen.findByText('used car: radio 1234')).toBeTruthy();
  });
});
