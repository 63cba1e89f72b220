// A page's scripts start loading once its first contentful paint is on screen. Next writes each
// chunk as `<script src async>` in the head (and its bootstrap chunk after the page's content);
// the browser fetches them at once, and an async script that arrives while the HTML is still being
// laid out runs before the first paint and holds it back. On a phone, the question heading is what
// the visitor came for (the LCP element, issue 8), and a tap that comes before the scripts works
// anyway: the answers are a real form (docs/decisions.md). Plain JavaScript: server.mjs loads it
// before Next, without a TypeScript step.

// Next's chunk tags, as React writes them.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;
const CHUNK_MARK = Buffer.from('<script src="/_next/static/chunks/');
const QUEUE = "__homefrontScripts";

/**
 * Runs in the page, first thing in its head: `window[queue](srcs)` adds scripts that are loaded
 * (async, each once) after the first contentful paint, or after 1.5 s in a browser that reports
 * none (a background tab, no paint timing). Stylesheet links marked `data-after-paint` are
 * enabled at the same moment, before the scripts.
 */
function loadAfterFirstPaint(queue) {
  const waiting = [];
  let painted = false;
  const load = () => {
    // Stylesheets whose page got only the rules it uses (inlineStylesheets.mjs): the whole file now.
    if (!painted) for (const link of document.querySelectorAll("link[data-after-paint]")) link.disabled = false;
    painted = true;
    for (const src of waiting.splice(0)) {
      if (document.querySelector(`script[src="${src}"]`)) continue;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  window[queue] = (srcs) => {
    waiting.push(...srcs);
    if (painted) load();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    addEventListener("DOMContentLoaded", load);
  }
  setTimeout(load, 1500);
}

const LOADER = `<script>(${loadAfterFirstPaint.toString()})(${JSON.stringify(QUEUE)})</script>`;
const queued = (srcs) => `<script>${QUEUE}(${JSON.stringify(srcs)})</script>`;
// In the body, where a page whose head was not rewritten has no loader: then the chunk loads now.
const queuedOrNow = (srcs) =>
  `<script>(window.${QUEUE}||function(s){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})})(${JSON.stringify(srcs)})</script>`;

/** `head` with Next's chunk scripts and script preloads taken out and handed to the loader instead. */
export function scriptsAfterPaint(head) {
  if (!head.includes("<head>")) return head;
  const srcs = [];
  const rest = head.replace(CHUNK_PRELOAD, "").replace(CHUNK_SCRIPT, (_tag, src) => {
    srcs.push(src);
    return "";
  });
  const start = rest.indexOf("<head>") + "<head>".length;
  // The loader first (the body's bootstrap chunk calls it), the head's chunks before `</head>`.
  if (srcs.length === 0) return `${rest.slice(0, start)}${LOADER}${rest.slice(start)}`;
  return `${rest.slice(0, start)}${LOADER}${rest.slice(start).replace("</head>", `${queued(srcs)}</head>`)}`;
}

/**
 * A chunk of the body with Next's bootstrap chunk script handed to the loader. Bytes, since a
 * chunk may end inside a character: the tag is ASCII, and latin1 maps every other byte to itself.
 */
export function bootstrapAfterPaint(bytes) {
  if (!bytes.includes(CHUNK_MARK)) return bytes;
  const text = bytes.toString("latin1");
  return Buffer.from(
    text.replace(CHUNK_SCRIPT, (_tag, src) => queuedOrNow([src])),
    "latin1",
  );
}
