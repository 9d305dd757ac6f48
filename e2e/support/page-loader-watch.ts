import type { Page } from 'playwright-core';

/**
 * Counts, from now on, each time the full-page loader comes on screen (a busy status region
 * attached to the page): a flow whose later steps arrive on demand (ADR 096, 100) must have them
 * here before the customer presses Continue, so moving between its steps shows none. Read the
 * count with the returned function.
 */
export async function watchPageLoader(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watched = window as unknown as { loaderShown?: number };
    watched.loaderShown = 0;
    const isLoader = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="status"][aria-busy="true"]') ||
        node.querySelector('[role="status"][aria-busy="true"]') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (isLoader(node)) watched.loaderShown = (watched.loaderShown ?? 0) + 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { loaderShown?: number }).loaderShown ?? 0);
}
