import { loadChromeLauncher, loadDesktopConfig, loadLighthouse } from './bench-tools.ts';
import {
  AUDITED_PAGES,
  CHROME_FLAGS,
  FORM_FACTORS,
  medianScores,
  type PageScores,
  scoresOf,
} from './lighthouse-audits.ts';

/**
 * Lighthouse on two running builds of the same pages, one run of each in turn (before, after,
 * before, after…) so both meet the same machine load; medians printed side by side. For an ADR's
 * before/after table: `npx tsx bench/src/lighthouse-before-after.ts <before origin> <after origin>
 * [runs] [page names…]`, each origin a production server (`NODE_ENV=production`, built).
 */
const [beforeOrigin, afterOrigin, runsArg, ...pageNames] = process.argv.slice(2);
if (!beforeOrigin || !afterOrigin) {
  throw new Error(
    'usage: lighthouse-before-after.ts <before origin> <after origin> [runs] [pages]',
  );
}
const runs = Number(runsArg ?? 3);
const pages = AUDITED_PAGES.filter(
  ({ page }) => pageNames.length === 0 || pageNames.includes(page),
);
const [lighthouse, chromeLauncher, desktopConfig] = await Promise.all([
  loadLighthouse(),
  loadChromeLauncher(),
  loadDesktopConfig(),
]);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** One audit; a trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is run again. */
async function audited(port: number, url: string, formFactor: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    try {
      return scoresOf(result, url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  again: ${String(error)}`);
    }
  }
}

const row = (scores: PageScores) =>
  `${scores.performance} | LCP ${Math.round(scores.lcpMs)} ms | TBT ${Math.round(scores.tbtMs)} ms | CLS ${scores.cls.toFixed(3)} | a11y ${scores.accessibility}`;

for (const { page, path } of pages) {
  for (const formFactor of FORM_FACTORS) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const measured: Record<'before' | 'after', PageScores[]> = { before: [], after: [] };
    try {
      for (let run = 0; run < runs; run += 1) {
        for (const [side, origin] of [
          ['before', beforeOrigin],
          ['after', afterOrigin],
        ] as const) {
          const url = `${origin}${path}`;
          measured[side].push(await audited(chrome.port, url, formFactor));
        }
      }
    } finally {
      await chrome.kill();
    }
    console.info(`${page} ${formFactor}`);
    console.info(`  before: ${row(medianScores(measured.before))}`);
    console.info(`  after:  ${row(medianScores(measured.after))}`);
    console.info(`  runs: ${JSON.stringify(measured)}`);
  }
}
