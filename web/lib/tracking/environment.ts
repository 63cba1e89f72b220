/**
 * Spec 1: the third-party scripts (tag manager, lead-verification tracker, consent-certificate
 * script, session recorder) are all skipped under the automated test runner.
 *
 * The runner is recognised by `navigator.webdriver === true`, which WebDriver and the Chrome
 * DevTools Protocol set in every browser Playwright drives (and which real visitors' browsers
 * leave false). There is no opt-out query flag: a visitor-controlled switch would let anyone turn
 * consent evidence off. On the server there is no page to inject into, so it counts as automated
 * too: callers can use this one check as "may third-party code run here?".
 */
export function isAutomatedBrowser(): boolean {
  if (typeof window === "undefined" || typeof document === "undefined") return true;
  return typeof navigator !== "undefined" && navigator.webdriver === true;
}
