import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` (by default the page's chunk scripts, as on a slow
 * connection) until the returned `release` is called; then they go on unchanged.
 */
export async function holdRequests(page: Page, url: string | RegExp = "**/_next/static/chunks/**") {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
