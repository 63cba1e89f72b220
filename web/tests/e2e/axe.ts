import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until the page is at rest: its requests done and no finite animation running (a loading
 * pulse runs forever and is left alone). Once in CI, axe measured the sign-in button's contrast
 * too low right after a redirect, while the page was still loading; the settled page passes.
 * Bounded: a page that keeps a connection open is judged after the wait, not never.
 */
async function atRest(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * axe's WCAG 2.1 A and AA violations of the page at rest, one line each (rule, then the elements),
 * so a failing test names what to fix; [] when there are none. `exclude`: a region that is not the
 * site's own page (a replayed recording of a visitor's).
 */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  await atRest(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (options.exclude) builder.exclude(options.exclude);
  const result = await builder.analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.html.slice(0, 160)}`).join(", ")}`,
  );
}
