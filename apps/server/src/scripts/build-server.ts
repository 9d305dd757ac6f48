import { buildServer } from '../server-build/index.ts';

/** `npm run build -w @orbit/server` (also part of the root `npm run build`): ADR 087. */
const built = await buildServer();
console.info(
  `Server built from ${built.inputs} sources in ${built.milliseconds.toFixed(0)} ms: ${built.outputs.filter((file) => file.endsWith('.js')).join(', ')}`,
);
