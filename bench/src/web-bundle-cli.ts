import { resolve } from 'node:path';
import { measureWebBundle } from './web-bundle.ts';
import { webBundleLines, writeWebResults } from './web-bundle-report.ts';

// `npm run bench:web`: the web budgets alone (a build and a look at its manifest, no server),
// failing the command when one is missed.
const result = measureWebBundle();
writeWebResults(result, resolve(import.meta.dirname, '../results'), new Date().toISOString());
console.info(webBundleLines(result).join('\n'));
if (!result.pass) process.exitCode = 1;
