import { useEffect } from "react";
import { afterFirstInput } from "@/lib/tracking/afterInteractive";

type AnyResolver = (...args: never[]) => unknown;

// Loads under way, so a test can wait for a submit's validation to answer (lazyResolversLoaded).
const loads = new Set<Promise<unknown>>();

/** A form's validation, whose code is fetched on first use. */
export type LazyResolver<R extends AnyResolver> = { resolver: R; preload: () => void };

/**
 * A react-hook-form resolver whose code (yup, spec 5's rules, and word lists such as the
 * profanity and top-level-domain lists) is a chunk of its own, fetched on first use. A form's
 * fields render and take input without it, and react-hook-form asks for validation only when the
 * form is submitted, so a step page loads and hydrates without ~15-30 kB of validation code.
 * A failed fetch is tried again at the next submit.
 */
export function lazyResolver<R extends AnyResolver>(load: () => Promise<R>): LazyResolver<R> {
  let loading: Promise<R> | undefined;
  const get = () => {
    if (!loading) {
      const started = load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      loading = started;
      loads.add(started);
      void started.catch(() => {}).finally(() => loads.delete(started));
    }
    return loading;
  };
  const resolver = (async (...args: Parameters<R>) => {
    const loaded = (await get()) as unknown as (...a: Parameters<R>) => ReturnType<R>;
    return loaded(...args);
  }) as unknown as R;
  return { resolver, preload: () => void get().catch(() => {}) };
}

/**
 * The resolver, its code fetched at the first idle moment after the visitor's first input (a tap
 * on a field, a key), while they type, so a submit rarely waits for it. Not at idle after load:
 * the chunk's run (yup and the word lists) was a 60-120 ms task in Lighthouse's window on every
 * form step, for a visitor who may not have touched the page yet.
 */
export function useLazyResolver<R extends AnyResolver>(lazy: LazyResolver<R>): R {
  useEffect(() => afterFirstInput(lazy.preload), [lazy]);
  return lazy.resolver;
}

/** Settles once every validation chunk asked for so far has loaded (or failed). */
export async function lazyResolversLoaded(): Promise<void> {
  await Promise.allSettled([...loads]);
}
