import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Presses Tab until `target` has the focus (keyboard only), then Enter. */
export async function tabToAndPress(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}
