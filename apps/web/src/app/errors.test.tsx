import { ERROR_PAGE_VIEW_MESSAGE } from '@orbit/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careError, createFakeServer } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';

async function startOn(url = '/subscribe/entitlement') {
  const app = renderApp({ url });
  await app.settled();
  await app.heading();
  return app;
}

function errorEvent(init: ErrorEventInit) {
  return new ErrorEvent('error', init);
}

function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

/** An Error whose stack points at a script URL, as a browser would report it. */
function errorFrom(scriptUrl: string, message = 'boom') {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at render (${scriptUrl}:1:2345)\n    at x (${scriptUrl}:1:99)`;
  return error;
}

const levels = (app: ReturnType<typeof renderApp>) =>
  app.server.logMessages.map((log) => [log.logLevel, log.message] as const);

describe('log-message triggers (spec 000 §7)', () => {
  it('logs a business error at INFO and tracks it', async () => {
    const app = await startOn();
    app
      .instance()
      .services.errors.reportBusinessError({ name: 'used-car-eligibility', code: '106' });
    await waitFor(() =>
      expect(levels(app)).toContainEqual(['INFO', 'Business error used-car-eligibility: 106']),
    );
    const [record] = app.analyticsTarget.digitalData?.errorInfo.eventError ?? [];
    expect(record).toMatchObject({
      errorType: 'BUSINESS',
      errorName: 'used-car-eligibility',
      errorCode: '106',
    });
  });

  it('logs a system error at ERROR as "System Error" with its code', async () => {
    const app = await startOn();
    app.instance().services.errors.reportSystemError({ code: 'QUOTE_FAILED' });
    await waitFor(() =>
      expect(levels(app)).toContainEqual(['ERROR', 'System error: QUOTE_FAILED']),
    );
    expect(app.analyticsTarget.digitalData?.errorInfo.eventError[0]).toMatchObject({
      errorType: 'SYSTEM',
      errorName: 'System Error',
      errorCode: 'QUOTE_FAILED',
    });
  });

  it('logs explicit info, warn and error actions at their level', async () => {
    const app = await startOn();
    const { logger } = app.instance().services;
    logger.info('step shown');
    logger.warn('slow quote');
    logger.error('cannot render offer');
    await waitFor(() =>
      expect(levels(app)).toEqual([
        ['INFO', 'step shown'],
        ['WARN', 'slow quote'],
        ['ERROR', 'cannot render offer'],
      ]),
    );
    const [first] = app.server.requestsTo('/services/utility/log-message');
    expect(new Headers(first?.init.headers).get('X-Skip-Http-Interceptor')).toBe('true');
    expect(first?.body).toMatchObject({ url: '/subscribe/entitlement' });
  });

  it('logs each view of /error as ERROR_PAGE_VIEW and shows the help', async () => {
    const app = await startOn('/error');
    await waitFor(() => expect(levels(app)).toEqual([['ERROR', ERROR_PAGE_VIEW_MESSAGE]]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We’re sorry');
    expect(screen.getByText(/technical issues/)).toBeTruthy();
    const chat = screen.getByRole('link', { name: /Chat with an agent/ });
    expect(chat.getAttribute('href')).toBe('https://chat.orbitradio.com/start?queue=general');
    expect(screen.getByRole('link', { name: '1-866-555-0100' }).getAttribute('href')).toBe(
      'tel:+18665550100',
    );
    expect(screen.queryByRole('status', { name: 'Loading, please wait' })).toBeNull();
  });

  it('sends an error in our own code to /error, logged at ERROR with its stack', async () => {
    const app = await startOn();
    const error = errorFrom(`${app.origin}/assets/index-abc.js`);
    act(() => {
      app.events.dispatchEvent(
        errorEvent({
          message: error.message,
          filename: `${app.origin}/assets/index-abc.js`,
          error,
        }),
      );
    });
    await waitFor(() => expect(app.location()).toBe('/error'));
    await app.heading('We’re sorry');
    await waitFor(() => expect(levels(app)).toContainEqual(['ERROR', ERROR_PAGE_VIEW_MESSAGE]));
    const appError = app.server.logMessages.find((log) => log.message === 'TypeError: boom');
    expect(appError).toMatchObject({ logLevel: 'ERROR' });
    expect(appError?.stacktrace).toContain('/assets/index-abc.js');
    expect(app.analyticsTarget.digitalData?.errorInfo.frontEndError[0]).toMatchObject({
      errorType: 'APP',
    });
  });

  it('sends an unhandled rejection from our code to /error', async () => {
    const app = await startOn();
    act(() => {
      app.events.dispatchEvent(
        rejection(errorFrom(`${app.origin}/assets/checkout-1.js`, 'no quote')),
      );
    });
    await waitFor(() => expect(app.location()).toBe('/error'));
    await waitFor(() => expect(levels(app)).toContainEqual(['ERROR', 'TypeError: no quote']));
  });

  it.each([
    [
      'a script on another origin',
      { message: 'x is undefined', filename: 'https://tags.example.net/tag.js' },
    ],
    ['a browser extension', { message: 'ext', filename: 'chrome-extension://abcdef/content.js' }],
    ['the opaque cross-origin "Script error."', { message: 'Script error.', filename: '' }],
  ])('only logs (INFO) an error from %s and stays on the page', async (_name, init) => {
    const app = await startOn();
    act(() => {
      app.events.dispatchEvent(errorEvent(init));
    });
    await waitFor(() =>
      expect(levels(app)).toEqual([['INFO', `Third-party script error: ${init.message}`]]),
    );
    expect(app.location()).toBe('/subscribe/entitlement');
    // The entitlement page without an entitlement id: its not-found page.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We can’t open this offer');
  });

  it('only logs (INFO) a rejection whose stack is not ours', async () => {
    const app = await startOn();
    act(() => {
      app.events.dispatchEvent(
        rejection(errorFrom('https://cdn.chat.example/widget.js', 'widget')),
      );
    });
    await waitFor(() =>
      expect(levels(app)).toEqual([
        ['INFO', 'Unhandled rejection outside our scripts: TypeError: widget'],
      ]),
    );
    expect(app.location()).toBe('/subscribe/entitlement');
  });
});

describe('HTTP errors from care calls (spec 000 §4, §8)', () => {
  it.each([
    [500, 'SYSTEM', 'error.common.system.error'],
    [404, 'NOT_FOUND', 'error.common.not.found'],
  ])('a %i on the first page goes to /error', async (status, code, key) => {
    const server = createFakeServer();
    server.on('GET /services/utility/env-info', () => careError(status, code, key));
    const app = renderApp({ url: '/subscribe/entitlement?programcode=P', server });
    await app.settled();
    expect(app.location()).toBe('/error');
    await app.heading('We’re sorry');
    const level = status === 500 ? 'ERROR' : 'INFO';
    await waitFor(() =>
      expect(levels(app)).toContainEqual([
        level,
        `HTTP ${status} GET /utility/env-info: ${code} (${key})`,
      ]),
    );
    expect(app.analyticsTarget.digitalData?.errorInfo.serviceError[0]).toMatchObject({
      errorCode: code,
    });
  });

  it('shows the failed request’s id on /error as a reference, and logs it', async () => {
    const server = createFakeServer();
    server.on('GET /services/utility/env-info', () => {
      const answer = careError(500, 'SYSTEM', 'error.common.system.error');
      answer.headers.set('X-Request-Id', 'req_Q8fX2mLp0aZ3');
      return answer;
    });
    const app = renderApp({ url: '/subscribe/entitlement', server });
    await app.settled();
    await app.heading('We’re sorry');
    expect(screen.getByText('req_Q8fX2mLp0aZ3').closest('p')?.textContent).toBe(
      'If you contact us, quote this reference: req_Q8fX2mLp0aZ3',
    );
    await waitFor(() =>
      expect(
        server.logMessages.map(({ message, failedRequestId }) => [message, failedRequestId]),
      ).toEqual([
        ['HTTP 500 GET /utility/env-info: SYSTEM (error.common.system.error)', 'req_Q8fX2mLp0aZ3'],
        [ERROR_PAGE_VIEW_MESSAGE, 'req_Q8fX2mLp0aZ3'],
      ]),
    );
  });

  it('shows no reference on /error when no failed request led there', async () => {
    await startOn('/error');
    expect(screen.queryByText(/quote this reference/)).toBeNull();
  });

  it('a network error (status 0) goes to /error, logged at ERROR', async () => {
    const app = await startOn();
    app.server.on('GET /services/utility/env-info', () => {
      throw new TypeError('Failed to fetch');
    });
    await act(() =>
      app
        .instance()
        .services.platformCalls.getEnvInfo()
        .catch(() => undefined),
    );
    await waitFor(() => expect(app.location()).toBe('/error'));
    await waitFor(() =>
      expect(levels(app)).toContainEqual([
        'ERROR',
        expect.stringMatching(/^HTTP 0 GET \/utility\/env-info/),
      ]),
    );
  });

  it.each([
    [400, 'INFO'],
    [409, 'INFO'],
    [503, 'ERROR'],
    [408, 'ERROR'],
  ] as const)('a %i is logged at %s and the page stays', async (status, level) => {
    const app = await startOn();
    app.server.on('GET /services/utility/env-info', () => careError(status, 'E', 'error.some.key'));
    await act(() =>
      app
        .instance()
        .services.platformCalls.getEnvInfo()
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(levels(app)).toContainEqual([
        level,
        `HTTP ${status} GET /utility/env-info: E (error.some.key)`,
      ]),
    );
    expect(app.location()).toBe('/subscribe/entitlement');
  });

  it('a failing log-message (skip header) never reaches the global handler', async () => {
    const app = await startOn();
    app.server.on('POST /services/utility/log-message', () =>
      careError(500, 'SYSTEM', 'error.common.system.error'),
    );
    app.instance().services.logger.error('cannot render offer');
    await waitFor(() =>
      expect(app.server.requestsTo('/services/utility/log-message')).toHaveLength(1),
    );
    await act(() => Promise.resolve());
    expect(app.location()).toBe('/subscribe/entitlement');
    expect(app.server.requestsTo('/services/utility/log-message')).toHaveLength(1);
  });
});
