import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { kb, type WebBundleResult } from './web-bundle.ts';

/** The web part of the bench's report: each figure beside its budget, and what is over. */
export function webBundleLines(result: WebBundleResult): string[] {
  const { budgets, entry, lazyRoutes, lazyOverBudget } = result;
  const verdict = (ok: boolean) => (ok ? 'meets budget' : 'MISSES budget');
  const heaviest = lazyRoutes[0];
  return [
    `Web entry route: ${kb(entry.gzipBytes)} KB gzip${entry.language ? ` (${entry.language})` : ''} (budget ${budgets.entryRouteGzipKb} KB: ${verdict(result.entryWithinBudget)})`,
    `Web lazy routes: ${lazyRoutes.length}, heaviest ${heaviest ? `${heaviest.name} ${kb(heaviest.gzipBytes)} KB` : 'none'} gzip (budget ${budgets.lazyRouteGzipKb} KB each: ${verdict(lazyOverBudget.length === 0)}, ${lazyOverBudget.length} over)`,
    ...lazyOverBudget.map((route) => `  over budget: ${route.name} ${kb(route.gzipBytes)} KB`),
  ];
}

/** `bench/results/web.json`: the figures and the budgets they were read against. */
export function writeWebResults(result: WebBundleResult, resultsDir: string, measuredAt: string) {
  const webResults = {
    measuredAt,
    budgets: result.budgets,
    pass: result.pass,
    entryRoute: {
      gzipKb: kb(result.entry.gzipBytes),
      language: result.entry.language,
      files: result.entry.files,
    },
    lazyRoutes: result.lazyRoutes.map((route) => ({
      page: route.name,
      gzipKb: kb(route.gzipBytes),
      language: route.language,
    })),
  };
  writeFileSync(resolve(resultsDir, 'web.json'), `${JSON.stringify(webResults, null, 2)}\n`);
}
