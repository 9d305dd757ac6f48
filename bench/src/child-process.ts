import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Starts one of the bench's own scripts (a TypeScript file beside this one) as a child process
 * and waits for the first line it prints (its ready signal).
 */
export async function startBenchScript(
  file: string,
  env: Record<string, string>,
): Promise<{ firstLine: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, file)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const firstLine = await new Promise<string>((resolveLine, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const end = output.indexOf('\n');
      if (end !== -1) resolveLine(output.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}: ${errors}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  return { firstLine, child, stop };
}
