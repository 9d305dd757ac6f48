// A database thread that dies (ADR 088's crash test): it says it is ready, then its thread exits
// at the first statement, as one would on a WebAssembly abort or an out-of-memory.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (message) => {
  if (message.op === 'ready') parentPort.postMessage({ id: message.id, result: null });
  else process.exit(70);
});
