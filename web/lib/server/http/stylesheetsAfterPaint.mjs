// A page that got only the CSS rules its HTML uses (criticalCss.mjs) gets the whole stylesheet
// once its first contentful paint is on screen: the file is linked, disabled, in the head
// (inlineStylesheets.mjs), and a small inline script enables it then, so it never competes with
// the question's paint. What the page's scripts render later (progress bar, errors, transitions)
// and the next steps of a client navigation find every rule. Plain JavaScript: server.mjs loads it
// before Next, without a TypeScript step.

/**
 * Runs in the page, first thing in its head: enables the stylesheet links marked
 * `data-after-paint` after the first contentful paint, or after 1.5 s in a browser that reports
 * none (a background tab, no paint timing).
 */
function enableAfterFirstPaint() {
  let done = false;
  const enable = () => {
    if (done) return;
    done = true;
    for (const link of document.querySelectorAll("link[data-after-paint]")) link.disabled = false;
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(enable, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    addEventListener("DOMContentLoaded", enable);
  }
  setTimeout(enable, 1500);
}

const LOADER = `<script>(${enableAfterFirstPaint.toString()})()</script>`;

/** `head` with the loader first in it, when a stylesheet link waits for the paint. */
export function stylesheetsAfterPaint(head) {
  if (!head.includes("data-after-paint") || !head.includes("<head>")) return head;
  return head.replace("<head>", `<head>${LOADER}`);
}
