import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Orbit Care</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A throwaway "built web app": index.html, one hashed asset, one unhashed root file. */
export async function createWebDistFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbit-care-web-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("orbit");\n');
  await fs.writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
