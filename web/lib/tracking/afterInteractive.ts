/** The longest a visitor who never touches the page waits for the scripts, once the page has loaded. */
export const IDLE_TIMEOUT_MS = 4000;

const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * Runs `start` once the page is interactive and the browser has nothing better to do: at the
 * first idle period after the load event, or at the visitor's first input, whichever is first.
 * Third-party scripts and the recorder then never compete with the first paint or hydration.
 * Returns a cancel function.
 */
export function afterInteractive(start: () => void, win: Window = window): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    start();
  };
  const onLoad = () => {
    if (typeof win.requestIdleCallback === "function")
      idleHandle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 1);
  };
  function cleanup() {
    for (const type of FIRST_INPUT_EVENTS) win.removeEventListener(type, run, true);
    win.removeEventListener("load", onLoad);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  }
  for (const type of FIRST_INPUT_EVENTS) win.addEventListener(type, run, { capture: true, passive: true, once: true });
  if (win.document.readyState === "complete") onLoad();
  else win.addEventListener("load", onLoad, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}

/**
 * Runs `start` at the first idle period after the visitor's first input (tap, key, scroll). For
 * work that serves only a visitor who acts, such as the session recorder: a visit without input
 * has nothing to replay, and its snapshot and chunk (~70 kB gzip) would otherwise load into every
 * page's first seconds. Waiting for idle keeps it out of the tap's own response. Returns a cancel
 * function.
 */
export function afterFirstInput(start: () => void, win: Window = window): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    start();
  };
  const onInput = () => {
    removeListeners();
    if (typeof win.requestIdleCallback === "function") idleHandle = win.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 1);
  };
  function removeListeners() {
    for (const type of FIRST_INPUT_EVENTS) win.removeEventListener(type, onInput, true);
  }
  for (const type of FIRST_INPUT_EVENTS) win.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    done = true;
    removeListeners();
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
}
