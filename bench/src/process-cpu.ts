import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports a process's CPU time in clock ticks; 100 a second on every kernel the bench meets. */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime of one process from /proc (fields 14 and 15, after the parenthesised name), with
 * cutime + cstime (16, 17): what its children used before it reaped them.
 */
function ticksOf(statLine: string): { name: string; ticks: number } {
  const open = statLine.indexOf('(');
  const close = statLine.lastIndexOf(')');
  const fields = statLine.slice(close + 2).split(' ');
  return {
    name: statLine.slice(open + 1, close),
    ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
  };
}

function statOf(pid: number | string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The CPU seconds a process and its reaped children have used so far (0 once it is gone). */
export function cpuSecondsOf(pid: number): number {
  const stat = statOf(pid);
  return stat ? ticksOf(stat).ticks / TICKS_PER_SECOND : 0;
}

/**
 * The CPU seconds of a process's main thread alone (its thread id is its pid): for Node, the
 * event loop, without libuv's pool (where the password hashes run) or V8's helper threads.
 */
export function mainThreadCpuSecondsOf(pid: number): number {
  const stat = statOf(`${pid}/task/${pid}`);
  return stat ? ticksOf(stat).ticks / TICKS_PER_SECOND : 0;
}

/** The CPU seconds the bench's own process (its load generator) has used so far. */
function benchCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * The CPU seconds PostgreSQL has used so far on this machine: every postgres process's, with what
 * its backends that ended used (the postmaster reaps them), so a phase's share is the difference
 * across it.
 */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    const process = ticksOf(stat);
    if (process.name === 'postgres') ticks += process.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

export type CpuPerOrder = {
  /** The server process's CPU over the phase, per order. */
  serverCpuMs: number;
  /** Of it, the event loop's (the main thread's): the server's CPU besides hashing and V8's helpers. */
  serverMainThreadCpuMs: number;
  /** PostgreSQL's CPU over the phase, per order (every database on the machine's). */
  postgresCpuMs: number;
  /** The bench's own client (the customers it plays), per order: it shares the same cores. */
  benchClientCpuMs: number;
};

/**
 * Runs a phase of orders and adds what each cost in CPU, on the server and in PostgreSQL: on a
 * machine whose cores the server, the database and the bench share, that is what bounds the rate
 * (ADR 116), and it moves less with the machine's load than the rate does.
 */
export async function withCpuPerOrder<Phase extends { orders: number }>(
  serverPid: number,
  phase: () => Promise<Phase>,
): Promise<Phase & CpuPerOrder> {
  const serverBefore = cpuSecondsOf(serverPid);
  const mainThreadBefore = mainThreadCpuSecondsOf(serverPid);
  const postgresBefore = postgresCpuSeconds();
  const clientBefore = benchCpuSeconds();
  const result = await phase();
  const orders = Math.max(result.orders, 1);
  const perOrder = (seconds: number) => (seconds * 1000) / orders;
  return {
    ...result,
    serverCpuMs: perOrder(cpuSecondsOf(serverPid) - serverBefore),
    serverMainThreadCpuMs: perOrder(mainThreadCpuSecondsOf(serverPid) - mainThreadBefore),
    postgresCpuMs: perOrder(postgresCpuSeconds() - postgresBefore),
    benchClientCpuMs: perOrder(benchCpuSeconds() - clientBefore),
  };
}
