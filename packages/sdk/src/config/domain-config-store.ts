import {
  type ApplicationConfig,
  applicationConfigSchema,
  type DomainConfig,
  type EndpointConfig,
} from '@orbit/domain';
import { genericError } from '../http/sdk-errors.ts';
import { type KeyValueStorage, readJsonItem } from '../storage/key-value-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';

export const DOMAIN_CONFIG_MISSING = 'could not find the supplied domain config';

export interface ResolvedEndpoint {
  domain: string;
  name: string;
  baseUrl: string;
  config: EndpointConfig;
}

interface StoredConfig {
  fetchedAt: number;
  config: ApplicationConfig;
}

export type TestModeListener = (isTest: boolean) => void;

/**
 * Holds the server-supplied domain config the SDK calls by. It is kept in storage so a warm start
 * needs no round trip; a new config whose test flag differs from the last one is announced, because
 * the session must then start over (test and real sessions never mix).
 */
export class DomainConfigStore {
  private current: StoredConfig | undefined;
  private readonly testModeListeners = new Set<TestModeListener>();

  constructor(private readonly storage: KeyValueStorage) {
    const stored = applicationConfigEntry(readJsonItem(storage, STORAGE_KEYS.applicationConfig));
    if (stored) this.current = stored;
  }

  /** The config in use, if any. */
  get config(): ApplicationConfig | undefined {
    return this.current?.config;
  }

  /** When the config in use was fetched (epoch ms), if there is one. */
  get fetchedAt(): number | undefined {
    return this.current?.fetchedAt;
  }

  supply(config: ApplicationConfig, fetchedAt: number): void {
    const previous = this.current?.config;
    this.current = { config, fetchedAt };
    this.storage.setItem(STORAGE_KEYS.applicationConfig, JSON.stringify(this.current));
    if (previous && previous.isTest !== config.isTest) {
      for (const listener of this.testModeListeners) listener(config.isTest);
    }
  }

  onTestModeChange(listener: TestModeListener): () => void {
    this.testModeListeners.add(listener);
    return () => this.testModeListeners.delete(listener);
  }

  domain(domain: string): DomainConfig {
    const found = this.current?.config.domains[domain];
    if (!found) throw genericError(DOMAIN_CONFIG_MISSING, 'DOMAIN_CONFIG_NOT_FOUND');
    return found;
  }

  /** The endpoint to call; a disabled one is refused with `{endpoint} is disabled`. */
  endpoint(domain: string, name: string): ResolvedEndpoint {
    const domainConfig = this.domain(domain);
    const config = domainConfig.endPoints[name];
    if (!config) throw genericError(DOMAIN_CONFIG_MISSING, 'DOMAIN_CONFIG_NOT_FOUND');
    const label = `${domain}.${name}`;
    if (config.isDisabled) throw genericError(`${label} is disabled`, 'ENDPOINT_DISABLED');
    return { domain, name, baseUrl: domainConfig.baseUrl, config };
  }

  isEnabled(domain: string, name: string): boolean {
    const config = this.current?.config.domains[domain]?.endPoints[name];
    return config !== undefined && !config.isDisabled;
  }
}

function applicationConfigEntry(value: unknown): StoredConfig | undefined {
  const record = value as { fetchedAt?: unknown; config?: unknown } | undefined;
  if (typeof record?.fetchedAt !== 'number') return undefined;
  const parsed = applicationConfigSchema.safeParse(record.config);
  return parsed.success ? { fetchedAt: record.fetchedAt, config: parsed.data } : undefined;
}
