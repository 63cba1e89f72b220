/** The longest a visitor who never touches the page waits for the scripts, once the page has loaded. */
const IDLE_TIMEOUT_MS = 4000;

const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/** Runs `run` at the browser's next idle period, at most `timeoutMs` away; returns a cancel function. */
export function atIdle(run: () => void, timeoutMs: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === "function") {
    const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/** Calls `listener` at the visitor's inputs (tap, key, scroll); returns the function that stops listening. */
function onInput(listener: () => void, win: Window): () => void {
  for (const type of FIRST_INPUT_EVENTS) win.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of FIRST_INPUT_EVENTS) win.removeEventListener(type, listener, true);
  };
}

/**
 * Runs `start` once the page is interactive and the browser has nothing better to do: at the
 * first idle period after the load event, or at the visitor's first input, whichever is first.
 * Third-party scripts then never compete with the first paint or hydration. Returns a cancel
 * function.
 */
export function afterInteractive(start: () => void, win: Window = window): () => void {
  let done = false;
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    stop();
    start();
  };
  const stopInput = onInput(run, win);
  const onLoad = () => {
    cancelIdle = atIdle(run, IDLE_TIMEOUT_MS, win);
  };
  function stop() {
    stopInput();
    win.removeEventListener("load", onLoad);
    cancelIdle();
  }
  if (win.document.readyState === "complete") onLoad();
  else win.addEventListener("load", onLoad, { once: true });
  return () => {
    done = true;
    stop();
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
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    start();
  };
  const stopInput = onInput(() => {
    stopInput();
    cancelIdle = atIdle(run, 2000, win);
  }, win);
  return () => {
    done = true;
    stopInput();
    cancelIdle();
  };
}

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the browser (`scheduler.yield` where there is one, else a 0 ms
 * timer), so that what follows the `await` is not part of the current task. For work that must
 * not lengthen a long task already under way, such as the session start after hydration.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` in a task posted from the next frame: after that frame has been painted. Returns a
 * cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs before that frame's paint; the timer it sets, after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
