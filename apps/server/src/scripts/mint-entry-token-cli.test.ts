import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock.ts';
import { TRIAL_DEMO_VINS } from '../db/seed/trial-activation-radios.ts';
import {
  PROSPECT_CHECKOUT_PATH,
  readEntryToken,
  STREAMING_TARGETED_PATH,
  TARGETED_CHECKOUT_PATH,
} from '../modules/identification/index.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { parseMintArgs, runMintEntryToken } from './mint-entry-token-cli.ts';

const NOW = new Date('2026-05-04T10:00:00Z');

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    io: {
      out: (line: string) => lines.out.push(line),
      err: (line: string) => lines.err.push(line),
    },
  };
}

let testDatabase: TestDatabase;
let dataDir: string;
const locks: DataDirLock[] = [];
beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(() => testDatabase.dispose());
afterEach(async () => {
  for (const lock of locks.splice(0)) lock.release();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function emptyDataDir(): Promise<string> {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbit-mint-'));
  return dataDir;
}

/** A data dir that looks used by a server, and the file's test database lent for one command. */
async function seededDatabase() {
  const folder = await emptyDataDir();
  await fs.mkdir(path.join(folder, 'pglite'));
  const lent: Database = { ...testDatabase.database, close: async () => {} };
  return { env: { NODE_ENV: 'test', DATA_DIR: folder }, openDatabase: async () => lent };
}

describe('parseMintArgs', () => {
  it('reads the options, SALES_AUDIO and 30 days unless told', () => {
    expect(parseMintArgs(['--radio', 'ORBN0001', '--program', 'USSATAA6MO5'])).toEqual({
      type: 'SALES_AUDIO',
      radioId: 'ORBN0001',
      accountNumber: undefined,
      programCode: 'USSATAA6MO5',
      days: 30,
    });
    expect(
      parseMintArgs(['--type', 'account', '--account', '10000001', '--days', '7']),
    ).toMatchObject({ type: 'ACCOUNT', accountNumber: '10000001', days: 7 });
    expect(
      parseMintArgs(['--type', 'prospect', '--email', 'a@b.co', '--program', 'USTPSRTP3MOFREE']),
    ).toMatchObject({ type: 'PROSPECT', email: 'a@b.co', programCode: 'USTPSRTP3MOFREE' });
  });

  it('refuses unknown options and types', () => {
    expect(() => parseMintArgs(['--radio', 'ORBN0001', '--dayz', '3'])).toThrow();
    expect(() => parseMintArgs(['--type', 'SALES_VIDEO', '--radio', 'ORBN0001'])).toThrow(
      /--type must be one of SALES_AUDIO, ACCOUNT/,
    );
  });
});

describe('npm run mint-entry-token', () => {
  it("prints the targeted checkout path of a link signed with the database's key", async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const code = await runMintEntryToken(
      ['--type', 'SALES_AUDIO', '--radio', 'ORBN0001', '--program', 'USSATAA6MO5', '--days', '30'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(code, lines.err.join('\n')).toBe(0);
    expect(lines.out).toHaveLength(1);
    const printed = lines.out[0] ?? '';
    expect(printed.startsWith(`${TARGETED_CHECKOUT_PATH}?tkn=oet1.`)).toBe(true);
    const token = new URL(printed, 'http://localhost').searchParams.get('tkn') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: { type: 'SALES_AUDIO', radioId: 'ORBN0001', programCode: 'USSATAA6MO5' },
    });
    expect(lines.err.join('\n')).toContain('Valid until 2026-06-03T10:00:00.000Z');
  });

  it('prints the streaming targeted checkout path of a SALES_STREAMING link', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const code = await runMintEntryToken(
      ['--type', 'SALES_STREAMING', '--radio', 'ORBA0003'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(code, lines.err.join('\n')).toBe(0);
    const printed = lines.out[0] ?? '';
    expect(printed.startsWith(`${STREAMING_TARGETED_PATH}?tkn=oet1.`)).toBe(true);
    const token = new URL(printed, 'http://localhost').searchParams.get('tkn') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: { type: 'SALES_STREAMING', radioId: 'ORBA0003' },
    });
  });

  it('prints the auto-process-creds path of a streaming prospect link', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const code = await runMintEntryToken(
      [
        '--type',
        'PROSPECT',
        '--email',
        ' Prospect@OrbitRadio.test ',
        '--program',
        'ustpsrtp3mofree',
      ],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(code, lines.err.join('\n')).toBe(0);
    const printed = lines.out[0] ?? '';
    expect(printed.startsWith(`${PROSPECT_CHECKOUT_PATH}?tkn=oet1.`)).toBe(true);
    const token = new URL(printed, 'http://localhost').searchParams.get('tkn') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: {
        type: 'PROSPECT',
        email: 'prospect@orbitradio.test',
        programCode: 'USTPSRTP3MOFREE',
      },
    });
  });

  it('prints the page of each trial link: the targeted page, a dealer link by VIN', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const trial = await runMintEntryToken(
      ['--type', 'TRIAL_ACTIVATION', '--radio', 'TA000101', '--page', 'targeted'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(trial, lines.err.join('\n')).toBe(0);
    expect(lines.out[0]).toMatch(/^\/activate\/trial\/targeted\?tkn=oet1\./);
    const dealer = await runMintEntryToken(
      [
        '--type',
        'SLTC',
        '--corp',
        '4100123',
        '--branding',
        'SLTC_USED_CAR',
        '--vin',
        TRIAL_DEMO_VINS.dealerByVin,
      ],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(dealer, lines.err.join('\n')).toBe(0);
    const printed = lines.out[1] ?? '';
    expect(printed).toMatch(/^\/activate\/trial\/used-vehicle\?corpid=4100123&tkn=oet1\./);
    const token = new URL(printed, 'http://localhost').searchParams.get('tkn') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: {
        type: 'SLTC',
        vin: TRIAL_DEMO_VINS.dealerByVin,
        corpId: '4100123',
        brandingType: 'SLTC_USED_CAR',
      },
    });
  });

  it('prints the page of an upgrade link: full price, its program, and an expired one', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const fullPrice = await runMintEntryToken(
      ['--type', 'PKG_UPGRADE', '--radio', 'ORBU0031', '--page', 'fp'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(fullPrice, lines.err.join('\n')).toBe(0);
    const printed = lines.out[0] ?? '';
    expect(printed).toMatch(
      /^\/subscribe\/checkout\/upgrade\/fp\/targeted\?programcode=USSATUPGAA&token=oet1\./,
    );
    const token = new URL(printed, 'http://localhost').searchParams.get('token') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: { type: 'PKG_UPGRADE', radioId: 'ORBU0031', upgradeKind: 'FULL_PRICE' },
    });
    const expired = await runMintEntryToken(
      ['--type', 'PKG_UPGRADE', '--radio', 'ORBU0031', '--state', 'expired'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(expired, lines.err.join('\n')).toBe(0);
    const expiredToken =
      new URL(lines.out[1] ?? '', 'http://localhost').searchParams.get('token') ?? '';
    expect(await readEntryToken(testDatabase.database.db, expiredToken, NOW)).toMatchObject({
      ok: false,
      fault: 'expired',
      claims: { type: 'PKG_UPGRADE' },
    });
  });

  it('prints the Platinum VIP page of an UPGRADE_VIP link, its radio, account and program code signed', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const vip = await runMintEntryToken(
      ['--type', 'UPGRADE_VIP', '--radio', 'ORBV4101', '--program', 'uspvip'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(vip, lines.err.join('\n')).toBe(0);
    const printed = lines.out[0] ?? '';
    expect(printed).toMatch(/^\/subscribe\/upgrade-vip\?programCode=USPVIP&token=oet1\./);
    const token = new URL(printed, 'http://localhost').searchParams.get('token') ?? '';
    expect(await readEntryToken(testDatabase.database.db, token, NOW)).toMatchObject({
      ok: true,
      claims: {
        type: 'UPGRADE_VIP',
        radioId: 'ORBV4101',
        accountNumber: '10000051',
        programCode: 'USPVIP',
      },
    });
    // The page is useless without the VIP code of the account's market.
    const withoutCode = await runMintEntryToken(
      ['--type', 'UPGRADE_VIP', '--radio', 'ORBV4101'],
      env,
      io,
      { now: NOW, openDatabase },
    );
    expect(withoutCode).toBe(1);
    expect(lines.err.at(-1)).toBe('An UPGRADE_VIP link names the VIP program code.');
  });

  it('says what is wrong with a radio the database does not have', async () => {
    const { lines, io } = capture();
    const { env, openDatabase } = await seededDatabase();
    const code = await runMintEntryToken(['--radio', 'ZZZZ9999'], env, io, {
      now: NOW,
      openDatabase,
    });
    expect(code).toBe(1);
    expect(lines.out).toEqual([]);
    expect(lines.err).toEqual(['No radio ZZZZ9999 in this database.']);
  });

  it('creates no database where the server never ran', async () => {
    const { lines, io } = capture();
    const folder = await emptyDataDir();
    const code = await runMintEntryToken(['--radio', 'ORBN0001'], { DATA_DIR: folder }, io);
    expect(code).toBe(1);
    expect(lines.err.join('\n')).toMatch(/No Orbit Care database in .*start the server once/);
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('tells to stop the server or ask its dev endpoint when the server holds the database', async () => {
    const folder = await emptyDataDir();
    await fs.mkdir(path.join(folder, 'pglite'));
    locks.push(acquireDataDirLock(folder));
    const { lines, io } = capture();
    const code = await runMintEntryToken(
      ['--radio', 'ORBN0001', '--program', 'VEGA'],
      { NODE_ENV: 'development', DATA_DIR: folder, PORT: '18080' },
      io,
    );
    expect(code).toBe(1);
    const message = lines.err.join('\n');
    expect(message).toContain(`The embedded database in ${folder} is held by the running`);
    expect(message).toContain('Stop the server');
    expect(message).toContain(
      "curl 'http://localhost:18080/dev/entry-token?type=SALES_AUDIO&radioId=ORBN0001&programCode=VEGA&days=30'",
    );
  });

  it('answers usage errors with exit code 2 and the usage', async () => {
    const { lines, io } = capture();
    expect(await runMintEntryToken(['--type', 'NOPE'], {}, io)).toBe(2);
    expect(lines.err.join('\n')).toContain('Usage: npm run mint-entry-token');
  });
});
