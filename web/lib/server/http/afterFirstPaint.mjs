// What a page runs and applies once its first contentful paint is on screen, so nothing competes
// with the question's paint (the LCP element, issue 8):
// - Next's chunk scripts. Next writes them as `<script src async>` with preloads; a script that
//   arrives while the HTML is still being laid out runs before the first paint and holds it back,
//   and whether they arrived in time decided a page's LCP (it swung between ~0.8 and ~1.9 s in
//   Lighthouse). Fetching them early but running them after the paint is not enough: Lighthouse's
//   simulator cannot tell a small chunk's run from other work (it drops tasks under 10 ms) and
//   counts every such chunk that finished downloading before the paint on the way to it (measured:
//   LCP 0.87-1.79 s). So they are fetched at the paint. On a phone that is tens of milliseconds
//   after the head arrived, against the hundreds their download takes.
// - The whole stylesheet of a page that was given only the rules it uses (criticalCss.mjs), for
//   what the scripts render later (progress bar, errors, transitions) and for the next steps.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.

// Next's chunk tags, as React writes them; `assetPrefix` (next.config) stands before their paths
// when static files are served from another origin (a CDN).
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** One pattern per prefix (a process has one), made once. */
const memo = (make) => {
  const made = new Map();
  return (assetPrefix) => {
    if (!made.has(assetPrefix)) made.set(assetPrefix, make(assetPrefix));
    return made.get(assetPrefix);
  };
};
const chunkScript = memo(
  (assetPrefix) =>
    new RegExp(`<script src="(${escaped(assetPrefix)}/_next/static/chunks/[\\w.-]+\\.js)" async=""></script>`, "g"),
);
const chunkPreload = memo(
  (assetPrefix) =>
    new RegExp(
      `<link rel="preload" as="script" fetchPriority="low" href="${escaped(assetPrefix)}/_next/static/chunks/[\\w.-]+\\.js"/>`,
      "g",
    ),
);
/** The loader's queue, by which a page whose head was rewritten is known (rewriteCheck.mjs). */
export const QUEUE = "__homefrontScripts";

/**
 * Runs in the page, first thing in its head: `window[queue](srcs)` adds scripts (async, each
 * once, a few per task) after the first contentful paint, or after 1.5 s in a browser that reports
 * none (a background tab, no paint timing); on Next's error shell, once the document is parsed.
 * Stylesheet links marked `data-after-paint` are enabled at the same moment, before the scripts,
 * each moved after every other stylesheet of the page first.
 */
function afterFirstPaint(queue) {
  const waiting = [];
  let painted = false;
  let stepping = false;
  // Three scripts per task: creating a script element and starting its request costs ~1-2 ms,
  // and the eight of a step page in one task made it the first long task after the paint (17 ms
  // unthrottled on the bench machine, ~70 ms in Lighthouse's 4x simulation).
  const channel = new MessageChannel();
  const step = () => {
    for (const src of waiting.splice(0, 3)) {
      if (document.querySelector(`script[src="${src}"]`)) continue;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
    stepping = waiting.length > 0;
    if (stepping) channel.port2.postMessage(0);
  };
  channel.port1.onmessage = step;
  const run = () => {
    if (!painted)
      for (const link of document.querySelectorAll("link[data-after-paint]")) {
        // Its media first: a link enabled while still "not all" is fetched at the lowest priority.
        link.removeAttribute("media");
        // Last in the document's stylesheets: an appended sheet restyles what its rules select, one
        // put between two others re-resolves every rule and font, laying out and painting the page again.
        document.head.appendChild(link);
        link.disabled = false;
      }
    painted = true;
    if (!stepping && waiting.length > 0) {
      stepping = true;
      channel.port2.postMessage(0);
    }
  };
  window[queue] = (srcs) => {
    waiting.push(...srcs);
    if (painted) run();
  };
  // Next's error shell (a 404 answered by the server) has an empty body: the page is what the
  // scripts render, so no paint comes before them, and waiting for one kept it blank for 1.5 s.
  if (document.documentElement.id === "__next_error__") addEventListener("DOMContentLoaded", run);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    addEventListener("DOMContentLoaded", run);
  }
  setTimeout(run, 1500);
}

/**
 * The loader as it goes into every page: without the comments and indentation above, which were a
 * third of it (1.8 kB, 220 bytes of a page's compressed HTML, whose first round trip is full).
 * Each line is a whole statement or ends in a bracket, so the line breaks stay where they are.
 */
const compact = (source) =>
  source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
const LOADER = `<script>(${compact(afterFirstPaint.toString())})(${JSON.stringify(QUEUE)})</script>`;
const queued = (srcs) => `<script>${QUEUE}(${JSON.stringify(srcs)})</script>`;
// In the body, where a page whose head was not rewritten has no loader: then the chunk runs now.
const queuedOrNow = (srcs) =>
  `<script>(window.${QUEUE}||function(s){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})})(${JSON.stringify(srcs)})</script>`;

/**
 * `head` with the loader first in it, and Next's chunk scripts and script preloads taken out and
 * handed to the loader instead.
 */
export function afterPaintHead(head, assetPrefix = "") {
  if (!head.includes("<head>")) return head;
  const srcs = [];
  const rest = head.replace(chunkPreload(assetPrefix), "").replace(chunkScript(assetPrefix), (_tag, src) => {
    srcs.push(src);
    return "";
  });
  const start = rest.indexOf("<head>") + "<head>".length;
  const body = srcs.length === 0 ? rest.slice(start) : rest.slice(start).replace("</head>", `${queued(srcs)}</head>`);
  return `${rest.slice(0, start)}${LOADER}${body}`;
}

/**
 * A chunk of the body with Next's bootstrap chunk script handed to the loader. Bytes, since a chunk may end inside a character: the tag is ASCII, and latin1
 * maps every other byte to itself. A tag cut between two chunks is left as it is (it runs at once).
 */
export function afterPaintBody(bytes, assetPrefix = "") {
  if (!bytes.includes(`<script src="${assetPrefix}/_next/static/chunks/`)) return bytes;
  return Buffer.from(
    bytes.toString("latin1").replace(chunkScript(assetPrefix), (_tag, src) => queuedOrNow([src])),
    "latin1",
  );
}
