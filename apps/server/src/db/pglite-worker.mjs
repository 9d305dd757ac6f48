// The embedded database's own thread (ADR 088): PGlite runs here, so the main thread's event
// loop keeps answering requests that need no database while a statement runs. Plain JavaScript:
// a worker gets no TypeScript loader (tsx or Vitest transform only the main thread's modules).
//
// Messages in: { id, op, ... }; answers out: { id, result } or { id, error }. Every call goes
// into PGlite in the order its message arrived and without waiting first, so PGlite's own queue
// (one statement at a time; a statement outside a transaction waits for the open transaction to
// end) orders them exactly as it orders calls made on one thread. A transaction is PGlite's own
// `transaction()`, begun by `begin` and held open until `end` names it: only statements naming
// it run inside it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, template } = workerData;
// A test's copy lives in memory, started from the template's tarball; a server's in its folder.
const database = template
  ? new PGlite('memory://', { loadDataDir: template })
  : new PGlite(dataDir);

/** Transactions begun and not yet ended, by the id the main thread names them with. */
const openTransactions = new Map();
let lastTransactionId = 0;

/** Thrown out of PGlite's transaction callback to make it roll back. */
class RollBack extends Error {}

/** Columns of these types come back as PostgreSQL wrote them; the caller's own parser reads them. */
function asWritten(types) {
  if (!types || types.length === 0) return undefined;
  return Object.fromEntries(types.map((type) => [type, (text) => text]));
}

function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  const parsers = asWritten(textTypes);
  return parsers ? { ...rest, parsers } : rest;
}

/** An error as plain fields: what PostgreSQL said (code, constraint, detail …) crosses intact. */
function errorFields(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return fields;
}

function transactionNamed(id) {
  const open = openTransactions.get(id);
  if (!open) throw new Error(`The transaction ${id} is not open on the database thread`);
  return open;
}

/** Begins a transaction; answers its id once BEGIN has run, and holds it open until `end`. */
function begin() {
  const id = ++lastTransactionId;
  return new Promise((begun, failed) => {
    const done = database.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          openTransactions.set(id, { tx, commit, rollBack, done });
          begun(id);
        }),
    );
    done.catch(failed).finally(() => openTransactions.delete(id));
  });
}

async function end(id, commit) {
  const open = transactionNamed(id);
  if (commit) open.commit();
  else open.rollBack(new RollBack('rolled back'));
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return null;
}

/** Where a statement runs: inside the transaction it names, or on its own. */
const target = (message) =>
  message.transaction ? transactionNamed(message.transaction).tx : database;

function run(message) {
  switch (message.op) {
    case 'ready':
      return database.waitReady.then(() => null);
    case 'query':
      return target(message).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(message).exec(message.sql, queryOptions(message.options));
    case 'rollback':
      return transactionNamed(message.transaction).tx.rollback();
    case 'begin':
      return begin();
    case 'end':
      return end(message.transaction, message.commit);
    case 'dump':
      return database.dumpDataDir('none');
    case 'close':
      return database.close().then(() => null);
    default:
      throw new Error(`Unknown database thread operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  let answer;
  try {
    answer = Promise.resolve(run(message));
  } catch (error) {
    answer = Promise.reject(error);
  }
  answer.then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
