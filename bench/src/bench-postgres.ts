import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The bench's PostgreSQL: the throwaway cluster `npm run bench` starts through
 * scripts/with-throwaway-postgres.sh (DATABASE_URL), in which each measurement gets a database of
 * its own: the server's, the one-SELECT baseline reads the server's, pgbench's.
 */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is unset: run the bench through `npm run bench` (it starts a throwaway PostgreSQL)',
    );
  }
  return url;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new empty database on the bench's cluster; its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(adminUrl, name);
}

/**
 * `count` radios nobody has subscribed, copies of the seeded `ORBN0001` under new ids
 * (`ORBB` + 8 digits, from `firstNumber`): what signed-in customers add plans to.
 */
export async function insertNewRadios(
  databaseUrl: string,
  firstNumber: number,
  count: number,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'radios' and table_schema = current_schema() order by ordinal_position`,
    );
    const replaced: Record<string, string> = {
      radio_id: `'ORBB' || lpad((${firstNumber} + n)::text, 8, '0')`,
      account_number: 'null',
      vin: 'null',
      license_plate: 'null',
    };
    const names = columns.rows.map((row) => row.column_name);
    const values = names.map((name) => replaced[name] ?? `radios.${name}`);
    const inserted = await client.query<{ radio_id: string }>(
      `insert into radios (${names.join(', ')})
       select ${values.join(', ')} from radios, generate_series(0, $1 - 1) as n
        where radios.radio_id = 'ORBN0001'
       returning radio_id`,
      [count],
    );
    return inserted.rows.map((row) => row.radio_id);
  } finally {
    await client.end();
  }
}

/** The folder of PostgreSQL's programs (pgbench), as the throwaway script finds initdb. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(`${root}/${version}/bin/pgbench`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(`pgbench not found in ${root}/*/bin (apt-get install postgresql)`);
  return `${root}/${newest}/bin`;
}

/**
 * pgbench's TPC-B-like transaction (scale 1) on its own database of the same cluster, with as
 * many clients as the checkout has customers, for `seconds`: what this PostgreSQL commits per
 * second when nothing else stands in the way.
 */
export async function pgbenchTps(
  adminUrl: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const url = await createDatabase(adminUrl, 'orbit_bench_pgbench');
  const bin = postgresBin();
  await run(`${bin}/pgbench`, ['-i', '-q', '-s', '1', url]);
  const { stdout } = await run(`${bin}/pgbench`, [
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    url,
  ]);
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}
