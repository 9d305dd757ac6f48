import { commandDirectory } from '../config.ts';
import { runClockCommand } from './clock-cli.ts';

/** `npm run clock -w @orbit/server -- advance 31d`: see clock-cli.ts and docs/demo-data.md. */
runClockCommand(
  process.argv.slice(2),
  process.env,
  {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
  commandDirectory(),
).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
