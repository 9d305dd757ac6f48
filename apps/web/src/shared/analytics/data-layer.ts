import {
  type AnalyticsErrorType,
  AUTHENTICATION_STATUSES,
  type AuthenticationStatus,
  DATA_LAYER_SECTIONS,
  type DataLayerSection,
  isPageTracked,
} from '@orbit/domain';
import { deepMerge, isPlainObject, type PlainObject } from './deep-merge.ts';

/** One tracked error (spec 000 §3). */
export interface ErrorRecord {
  errorType: AnalyticsErrorType;
  errorName: string;
  errorCode: string;
  sequence: number;
  details: unknown;
}

/** Where an error record is filed in `digitalData.errorInfo`. */
export type ErrorBucket = 'serviceError' | 'frontEndError' | 'eventError';

export interface ErrorInfo {
  nextSequence: number;
  serviceError: ErrorRecord[];
  frontEndError: ErrorRecord[];
  eventError: ErrorRecord[];
}

export type DigitalData = Record<Exclude<DataLayerSection, 'errorInfo'>, PlainObject> & {
  errorInfo: ErrorInfo;
};

export interface AppEvent extends PlainObject {
  event: string;
}

/** The globals the tag manager reads; `window` in a browser. */
export interface AnalyticsTarget {
  digitalData?: DigitalData;
  appEventData?: AppEvent[];
}

export interface TrackErrorInput {
  errorType: AnalyticsErrorType;
  errorName: string;
  errorCode: string;
  details?: unknown;
  bucket?: ErrorBucket;
}

export interface DataLayer {
  readonly data: DigitalData;
  /** Deep-merges a patch into one section and announces `<section>DataReady`. */
  update(section: Exclude<DataLayerSection, 'errorInfo'>, patch: PlainObject): void;
  /** Pushes an event (`{ event, ...data }`) to `appEventData`. */
  push(event: string, data?: PlainObject): void;
  /** Tracks a page view unless the path is one of the excluded prefixes. Returns whether it did. */
  trackPage(path: string, pageInfo?: PlainObject): boolean;
  trackError(input: TrackErrorInput): ErrorRecord;
  setAuthenticationStatus(status: AuthenticationStatus): void;
}

const ERROR_EVENTS: Record<AnalyticsErrorType, string> = {
  SYSTEM: 'system-error',
  BUSINESS: 'business-error',
  USER: 'user-error',
  APPLICATION: 'app-error',
  APP: 'app-error',
};

function defaultBucket(type: AnalyticsErrorType): ErrorBucket {
  if (type === 'USER' || type === 'APP' || type === 'APPLICATION') return 'frontEndError';
  return 'eventError';
}

function emptyDigitalData(): DigitalData {
  const data = {} as Record<string, unknown>;
  for (const section of DATA_LAYER_SECTIONS) data[section] = {};
  data.errorInfo = { nextSequence: 1, serviceError: [], frontEndError: [], eventError: [] };
  return data as DigitalData;
}

/**
 * The analytics data layer (spec 000 §3, flows §9.4): `digitalData` with its twelve sections and
 * `appEventData` for events, both on the target (window). Nothing is sent anywhere: a tag manager,
 * if the page ever loads one, reads these globals.
 */
export function createDataLayer(target: AnalyticsTarget): DataLayer {
  const data =
    target.digitalData && isPlainObject(target.digitalData)
      ? deepMerge(emptyDigitalData(), target.digitalData as unknown as PlainObject)
      : emptyDigitalData();
  target.digitalData = data;
  if (!Array.isArray(target.appEventData)) target.appEventData = [];
  const events = target.appEventData;

  const layer: DataLayer = {
    data,
    update(section, patch) {
      deepMerge(data[section], patch);
      layer.push(`${section}DataReady`);
    },
    push(event, extra = {}) {
      events.push({ ...extra, event });
    },
    trackPage(path, pageInfo = {}) {
      if (!isPageTracked(path)) return false;
      layer.update('pageInfo', { pageName: path, ...pageInfo });
      layer.push('page-loaded', { pageInfo: { pageName: path, ...pageInfo } });
      return true;
    },
    trackError({ errorType, errorName, errorCode, details, bucket }) {
      const record: ErrorRecord = {
        errorType,
        errorName,
        errorCode,
        sequence: data.errorInfo.nextSequence++,
        details: details ?? null,
      };
      data.errorInfo[bucket ?? defaultBucket(errorType)].push(record);
      const summary = { errorType, errorName, errorCode };
      layer.push(
        ERROR_EVENTS[errorType],
        errorType === 'USER' ? { errors: [summary] } : { errorInfo: [summary] },
      );
      return record;
    },
    setAuthenticationStatus(status) {
      layer.update('customerInfo', { authenticationStatus: status });
    },
  };

  if (
    !AUTHENTICATION_STATUSES.includes(
      data.customerInfo.authenticationStatus as AuthenticationStatus,
    )
  ) {
    data.customerInfo.authenticationStatus = 'Unidentified users';
  }
  return layer;
}
