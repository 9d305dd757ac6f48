import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SatelliteUplink } from './uplink/satellite-uplink.ts';

/** What the devices capability (the radio refresh signal) works with. */
export type DevicesDeps = { db: Db; clock: Clock; config: AppConfig; uplink: SatelliteUplink };
