import { SDK_APPLICATION } from '@orbit/domain';

/**
 * Applications the config service knows. Each gets every service domain; a later application
 * with a narrower view would list its domains here.
 */
export const KNOWN_APPLICATION_IDS: readonly string[] = [SDK_APPLICATION.id];
