import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Helpers of the catalogue and cart journeys. */

/**
 * Waits until the app has taken over the drawn first screen (it is inert until then): a tap on it before that
 * does nothing, by design.
 */
export async function expectLive(page: Page) {
  await expect(page.locator('#root > div').first()).not.toHaveAttribute('inert', /.*/);
}

/** Waits for the debounced `mode: 'set'` call that stores this quantity on the server. */
export const serverQuantitySet = (page: Page, quantity: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cart/items/add/') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { quantity?: number; mode?: string }).mode === 'set' &&
      (response.request().postDataJSON() as { quantity?: number }).quantity === quantity,
  );

/** axe-core on the catalogue pages, on a phone and on a laptop: no serious or critical violations. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
