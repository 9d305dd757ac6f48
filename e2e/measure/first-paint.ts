/**
 * First-paint measurement of ADR 083 (not a test: timings never go in a test). Loads the entry
 * pages on each origin given, interleaved, on a throttled "mobile" (4× CPU slowdown, 150 ms RTT,
 * 1.6 Mbit/s down, as Lighthouse's mobile preset), and prints per page and origin the medians of
 * LCP, FCP, CLS, the number of requests before LCP and of configuration/env-info round trips.
 *
 *   npx tsx e2e/measure/first-paint.ts http://localhost:8081 http://localhost:8082 [runs]
 */
import { launchChromium } from '../support/browser.ts';

const PAGES = [
  '/subscribe/checkout/flepz',
  '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE',
  '/subscribe/checkout/purchase/satellite/organic',
  '/sign-in',
];

type Sample = { lcp: number; fcp: number; cls: number; requests: number; startupCalls: number };

const OBSERVE = `
  window.__firstPaint = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__firstPaint.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__firstPaint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(origin: string, path: string): Promise<Sample> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // LCP is final at the first input; a click on nothing ends it without shifting anything.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const metrics = (window as unknown as { __firstPaint: { lcp: number; cls: number } })
        .__firstPaint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        lcp: Math.round(metrics.lcp),
        fcp: Math.round(fcp),
        cls: Number(metrics.cls.toFixed(3)),
        requests: resources.filter((entry) => entry.startTime < metrics.lcp).length,
        startupCalls: resources.filter((entry) => /\/config\/|env-info/.test(entry.name)).length,
      };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
  const origins = args.filter((arg) => arg.startsWith('http'));
  const samples = new Map<string, Sample[]>();
  for (let run = 0; run < runs; run += 1) {
    for (const path of PAGES) {
      for (const origin of origins) {
        const sample = await measure(origin, path);
        const key = `${path}\t${origin}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        process.stderr.write(`${run} ${key} ${JSON.stringify(sample)}\n`);
      }
    }
  }
  const lines = [
    '| page | origin | LCP ms | FCP ms | CLS | requests before LCP | config + env-info requests |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [key, list] of samples) {
    const [path, origin] = key.split('\t');
    const of = (pick: (sample: Sample) => number) => median(list.map(pick));
    lines.push(
      `| ${path?.split('?')[0]} | ${origin} | ${of((s) => s.lcp)} | ${of((s) => s.fcp)} | ${of((s) => s.cls)} | ${of((s) => s.requests)} | ${of((s) => s.startupCalls)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
