import { runMintEntryToken } from './mint-entry-token-cli.ts';

/** `npm run mint-entry-token -w @orbit/server -- …`: see mint-entry-token-cli.ts and docs/demo-data.md. */
runMintEntryToken(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
