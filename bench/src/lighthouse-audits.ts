import {
  type LighthouseResult,
  loadChromeLauncher,
  loadDesktopConfig,
  loadLighthouse,
} from './bench-tools.ts';
import { BUDGETS, type Figure } from './budgets.ts';
import { median } from './interleaved.ts';

/**
 * The entry pages issue 20 budgets (ADR 083's prerendered first paints). The checkout landings
 * as campaign links open them (ADR 086): the streaming checkout with a program code of its
 * allow-list (without one it sends the visitor to the legacy page), the satellite checkout at
 * `organic` (`organic/new` redirects there while its flag is off).
 */
export const AUDITED_PAGES = [
  { page: 'account lookup', path: '/subscribe/checkout/flepz' },
  {
    page: 'streaming checkout',
    path: '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE',
  },
  { page: 'satellite checkout', path: '/subscribe/checkout/purchase/satellite/organic' },
  { page: 'sign-in', path: '/sign-in' },
] as const;

const RUNS = 3;
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/** What the summary keeps of one Lighthouse report. */
export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function scoresOf(result: LighthouseResult | undefined, url: string): PageScores {
  if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: string) =>
    Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

export function medianScores(runs: readonly PageScores[]): PageScores {
  const of = (key: keyof PageScores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

export type LighthouseScores = Record<
  string,
  Record<FormFactor, PageScores & { runs: PageScores[] }>
>;

/**
 * Lighthouse 12 on each entry page of the production build, mobile (its default: a mid-range
 * phone on slow 4G, simulated) and desktop, three runs each, the median of each figure kept.
 * Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium).
 */
export async function measureLighthouse(
  origin: string,
): Promise<{ figures: Figure[]; results: LighthouseScores }> {
  const [lighthouse, chromeLauncher, desktopConfig] = await Promise.all([
    loadLighthouse(),
    loadChromeLauncher(),
    loadDesktopConfig(),
  ]);
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const results: LighthouseScores = {};
  for (const { page, path } of AUDITED_PAGES) {
    const url = `${origin}${path}`;
    for (const formFactor of FORM_FACTORS) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        const runs: PageScores[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          runs.push(scoresOf(result, url));
        }
        results[page] ??= {} as LighthouseScores[string];
        results[page][formFactor] = { ...medianScores(runs), runs };
        // A full audit takes minutes on a busy machine: say where it is.
        console.info(`  audited ${page} (${formFactor}, ${RUNS} runs)`);
      } finally {
        await chrome.kill();
      }
    }
  }
  return { figures: figuresOf(results), results };
}

function figuresOf(results: LighthouseScores): Figure[] {
  return Object.entries(results).flatMap(([page, byForm]): Figure[] => {
    const { mobile, desktop } = byForm;
    const name = (what: string) => `Lighthouse ${page} ${what}`;
    return [
      {
        part: 'lighthouse',
        name: name('mobile performance'),
        value: mobile.performance,
        unit: '',
        budget: BUDGETS.lighthouseMobilePerformance,
      },
      {
        part: 'lighthouse',
        name: name('mobile accessibility'),
        value: mobile.accessibility,
        unit: '',
        budget: BUDGETS.lighthouseAccessibility,
      },
      {
        part: 'lighthouse',
        name: name('mobile best practices'),
        value: mobile.bestPractices,
        unit: '',
        budget: BUDGETS.lighthouseBestPractices,
      },
      { part: 'lighthouse', name: name('mobile LCP'), value: mobile.lcpMs, unit: 'ms' },
      {
        part: 'lighthouse',
        name: name('mobile TBT'),
        value: mobile.tbtMs,
        unit: 'ms',
        budget: BUDGETS.totalBlockingTimeMs,
      },
      {
        part: 'lighthouse',
        name: name('mobile CLS'),
        value: mobile.cls,
        unit: '',
        budget: BUDGETS.cumulativeLayoutShift,
      },
      {
        part: 'lighthouse',
        name: name('desktop performance'),
        value: desktop.performance,
        unit: '',
        budget: BUDGETS.lighthouseDesktopPerformance,
      },
      {
        part: 'lighthouse',
        name: name('desktop accessibility'),
        value: desktop.accessibility,
        unit: '',
        budget: BUDGETS.lighthouseAccessibility,
      },
      {
        part: 'lighthouse',
        name: name('desktop best practices'),
        value: desktop.bestPractices,
        unit: '',
        budget: BUDGETS.lighthouseBestPractices,
      },
    ];
  });
}
