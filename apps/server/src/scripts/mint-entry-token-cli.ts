import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AppConfig, commandDirectory, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import {
  ENTRY_LINK_DEFAULT_DAYS,
  type EntryLinkRequest,
  MINTABLE_ENTRY_TOKEN_TYPES,
  type MintableEntryTokenType,
  mintEntryLink,
} from '../modules/identification/index.ts';
import { isAppError } from '../platform/errors/app-error.ts';

/**
 * `npm run mint-entry-token -w @orbit/server -- --type SALES_AUDIO --radio ORBN0001 …` (or
 * `--type PROSPECT --email …` for a streaming prospect link, `--type BRANDED_DATA_COLLECTION
 * --fields …` for a care chat's data-collection link): prints the web app path of a link
 * signed with the key of the database the server uses (the key lives in `server_secrets`, so the
 * command opens that database exactly as the server does: same environment, same DATA_DIR or
 * DATABASE_URL, same lock).
 */

export type CliOutput = { out(line: string): void; err(line: string): void };

export const USAGE = [
  'Usage: npm run mint-entry-token -w @orbit/server -- --type SALES_AUDIO --radio <radio id> [--program <code>] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type ACCOUNT --account <number> [--program <code>] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type PROSPECT --email <email> [--program <streaming code>] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type BRANDED_DATA_COLLECTION [--fields firstName,email,…] [--account <number>] [--bot <id>] [--conversation <id>] [--user <id>] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type TRIAL_ACTIVATION --radio <radio id> [--page one-step|targeted|targeted-oem] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type SLTC --corp <corp id> [--branding SLTC_SERVICE_LANE|SLTC_USED_CAR] (--radio <radio id> | --vin <VIN>) [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type AST|SLOC --radio <radio id> [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type PKG_UPGRADE --radio <radio id> [--page tier-up|fp] [--program <code>] [--state open|expired|redeemed] [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type UPGRADE_VIP --radio <first radio id> --program <VIP code> [--days <n>]',
  '       npm run mint-entry-token -w @orbit/server -- --type ACSC --account <number> --radio <trial radio id> [--days <n>]',
  `--days defaults to ${ENTRY_LINK_DEFAULT_DAYS}. Reads the server's environment (DATA_DIR or DATABASE_URL).`,
].join('\n');

class UsageError extends Error {}

export function parseMintArgs(argv: readonly string[]): EntryLinkRequest {
  let values: ReturnType<typeof parseMintOptions>['values'];
  try {
    ({ values } = parseMintOptions(argv));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const type = (values.type ?? 'SALES_AUDIO').toUpperCase();
  if (!(MINTABLE_ENTRY_TOKEN_TYPES as readonly string[]).includes(type)) {
    throw new UsageError(`--type must be one of ${MINTABLE_ENTRY_TOKEN_TYPES.join(', ')}.`);
  }
  const days = values.days === undefined ? ENTRY_LINK_DEFAULT_DAYS : Number(values.days);
  return {
    type: type as MintableEntryTokenType,
    radioId: values.radio,
    accountNumber: values.account,
    email: values.email,
    programCode: values.program,
    fields: values.fields,
    botId: values.bot,
    conversationId: values.conversation,
    userId: values.user,
    page: values.page,
    vin: values.vin,
    corpId: values.corp,
    brandingType: values.branding,
    linkState: values.state,
    days,
  };
}

function parseMintOptions(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      type: { type: 'string' },
      radio: { type: 'string' },
      account: { type: 'string' },
      email: { type: 'string' },
      program: { type: 'string' },
      fields: { type: 'string' },
      bot: { type: 'string' },
      conversation: { type: 'string' },
      user: { type: 'string' },
      page: { type: 'string' },
      vin: { type: 'string' },
      corp: { type: 'string' },
      branding: { type: 'string' },
      state: { type: 'string' },
      days: { type: 'string' },
    },
  });
}

/** The same link, asked of the running server (development and test mode only). */
function devEndpointOf(config: AppConfig, request: EntryLinkRequest): string {
  const query = new URLSearchParams({ type: request.type });
  if (request.radioId) query.set('radioId', request.radioId);
  if (request.accountNumber) query.set('accountNumber', request.accountNumber);
  if (request.email) query.set('email', request.email);
  if (request.programCode) query.set('programCode', request.programCode);
  if (request.fields) query.set('fields', request.fields);
  if (request.botId) query.set('botId', request.botId);
  if (request.conversationId) query.set('conversationId', request.conversationId);
  if (request.userId) query.set('userId', request.userId);
  if (request.page) query.set('page', request.page);
  if (request.vin) query.set('vin', request.vin);
  if (request.corpId) query.set('corpId', request.corpId);
  if (request.brandingType) query.set('brandingType', request.brandingType);
  if (request.linkState) query.set('linkState', request.linkState);
  query.set('days', String(request.days));
  return `${config.publicUrl}/dev/entry-token?${query}`;
}

function lockedMessage(error: DataDirInUseError, config: AppConfig, request: EntryLinkRequest) {
  const lines = [
    `The embedded database in ${error.dataDir} is held by the running Orbit Care server (pid ${error.pid}).`,
    'Stop the server and run this command again',
  ];
  if (config.mode === 'production') return `${lines.join(' ')}.`;
  return `${lines.join(' ')}, or ask the running server instead:\n  curl '${devEndpointOf(config, request)}'`;
}

/** PostgreSQL's "undefined table": the database was never migrated. */
function isMissingTable(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === '42P01' || codeOf((error as { cause?: unknown } | null)?.cause) === '42P01'
  );
}

const SET_UP_FIRST = 'start the server once (npm start) or run `npm run seed`, then mint again.';

/**
 * The command; answers its exit code (0 minted, 1 refused or failed, 2 bad usage). Tests pass
 * their clock and database; the command itself opens the configured one.
 */
export async function runMintEntryToken(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
  options: { now?: Date; openDatabase?: (config: AppConfig) => Promise<Database> } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const open = options.openDatabase ?? openDatabase;
  let request: EntryLinkRequest;
  let config: AppConfig;
  try {
    request = parseMintArgs(argv);
    config = loadConfig(env, commandDirectory(env));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) io.err(USAGE);
    return error instanceof UsageError ? 2 : 1;
  }
  // Opening PGlite on an empty folder would create a database there, unseeded and unmigrated.
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    io.err(`No Orbit Care database in ${config.dataDir} yet: ${SET_UP_FIRST}`);
    return 1;
  }
  let database: Database;
  try {
    database = await open(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    io.err(lockedMessage(error, config, request));
    return 1;
  }
  try {
    const link = await mintEntryLink(database.db, request, now);
    io.out(link.path);
    io.err(`Valid until ${link.expiresAt.toISOString()}. Open ${config.publicUrl}${link.path}`);
    return 0;
  } catch (error) {
    if (isAppError(error)) io.err(error.message);
    else if (isMissingTable(error))
      io.err(`The database has no Orbit Care tables yet: ${SET_UP_FIRST}`);
    else throw error;
    return 1;
  } finally {
    await database.close();
  }
}
