import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No finite animation still running (a toast fading in or out); endless ones (spinners) never settle. */
const settled = () =>
  document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);

/** No serious or critical accessibility violation on the page as it stands, once it has settled. */
export async function expectAccessible(page: Page): Promise<void> {
  // Contrast measured mid-fade is meaningless: a toast at 10 % opacity "fails" (seen in CI). A
  // function, not a string: the product's CSP refuses eval, also to the test.
  await page.waitForFunction(settled, undefined, { timeout: 5_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each violation with the elements at fault, so that a failure says where to look.
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) at ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('; ')}`,
    ),
  ).toEqual([]);
}
