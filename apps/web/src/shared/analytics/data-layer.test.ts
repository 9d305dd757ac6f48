import { AUTHENTICATION_STATUSES, DATA_LAYER_SECTIONS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { type AnalyticsTarget, createDataLayer } from './data-layer.ts';

describe('digitalData (spec 000 §3, flows §9.4)', () => {
  it('has the twelve sections, errorInfo with its sequence and three lists, and an unidentified visitor', () => {
    const target: AnalyticsTarget = {};
    createDataLayer(target);
    expect(Object.keys(target.digitalData ?? {}).sort()).toEqual([...DATA_LAYER_SECTIONS].sort());
    expect(target.digitalData?.errorInfo).toEqual({
      nextSequence: 1,
      serviceError: [],
      frontEndError: [],
      eventError: [],
    });
    expect(target.digitalData?.customerInfo.authenticationStatus).toBe('Unidentified users');
    expect(AUTHENTICATION_STATUSES).toContain(
      target.digitalData?.customerInfo.authenticationStatus,
    );
    expect(target.appEventData).toEqual([]);
  });

  it('deep-merges updates and announces them', () => {
    const target: AnalyticsTarget = {};
    const layer = createDataLayer(target);
    layer.update('deviceInfo', { esn: 'R1', vehicleInfo: { make: 'Ford', year: 2020 } });
    layer.update('deviceInfo', { vehicleInfo: { model: 'F-150' }, promoCode: 'P' });
    expect(target.digitalData?.deviceInfo).toEqual({
      esn: 'R1',
      promoCode: 'P',
      vehicleInfo: { make: 'Ford', year: 2020, model: 'F-150' },
    });
    expect(target.appEventData?.map((event) => event.event)).toEqual([
      'deviceInfoDataReady',
      'deviceInfoDataReady',
    ]);
  });

  it('never lets a patch reach a prototype', () => {
    const layer = createDataLayer({});
    layer.update(
      'meta',
      JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps what a tag already put on the page', () => {
    const target = { digitalData: { meta: { source: 'tag' } } } as unknown as AnalyticsTarget;
    createDataLayer(target);
    expect(target.digitalData?.meta).toEqual({ source: 'tag' });
    expect(target.digitalData?.errorInfo.nextSequence).toBe(1);
  });

  it('numbers error records and files them by kind, with one event per record', () => {
    const target: AnalyticsTarget = {};
    const layer = createDataLayer(target);
    layer.trackError({
      errorType: 'SYSTEM',
      errorName: 'System Error',
      errorCode: '500',
      bucket: 'serviceError',
    });
    layer.trackError({ errorType: 'USER', errorName: 'email', errorCode: 'INVALID' });
    layer.trackError({
      errorType: 'BUSINESS',
      errorName: 'used-car',
      errorCode: '107',
      details: { esn: 'R1' },
    });
    layer.trackError({ errorType: 'APP', errorName: 'TypeError: x', errorCode: 'TypeError: x' });
    const info = target.digitalData?.errorInfo;
    expect(info?.nextSequence).toBe(5);
    expect(info?.serviceError.map((r) => r.sequence)).toEqual([1]);
    expect(info?.frontEndError.map((r) => [r.errorType, r.sequence])).toEqual([
      ['USER', 2],
      ['APP', 4],
    ]);
    expect(info?.eventError[0]).toEqual({
      errorType: 'BUSINESS',
      errorName: 'used-car',
      errorCode: '107',
      sequence: 3,
      details: { esn: 'R1' },
    });
    expect(target.appEventData).toEqual([
      {
        event: 'system-error',
        errorInfo: [{ errorType: 'SYSTEM', errorName: 'System Error', errorCode: '500' }],
      },
      {
        event: 'user-error',
        errors: [{ errorType: 'USER', errorName: 'email', errorCode: 'INVALID' }],
      },
      {
        event: 'business-error',
        errorInfo: [{ errorType: 'BUSINESS', errorName: 'used-car', errorCode: '107' }],
      },
      {
        event: 'app-error',
        errorInfo: [{ errorType: 'APP', errorName: 'TypeError: x', errorCode: 'TypeError: x' }],
      },
    ]);
  });

  it.each([
    ['/onboarding', true],
    ['/subscribe/linking', true],
    ['/error', true],
    ['/subscribe/checkout/flepz', false],
    ['/activate/trial/service-lane', false],
    ['/account/pay', false],
    ['/subscription/change', false],
    ['/transfer', false],
    ['/subscribe/sal-2', false],
    ['/subscribe/trial/streaming', false],
  ])('page tracking of %s: %s', (path, tracked) => {
    const target: AnalyticsTarget = {};
    const layer = createDataLayer(target);
    expect(layer.trackPage(path)).toBe(tracked);
    expect(target.appEventData?.some((event) => event.event === 'page-loaded')).toBe(tracked);
  });
});
