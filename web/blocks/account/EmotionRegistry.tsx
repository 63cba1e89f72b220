"use client";

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useServerInsertedHTML } from "next/navigation";
import { type ReactNode, useState } from "react";

/**
 * Emotion's styles of a server render, flushed into the HTML as they are made (App Router): without
 * them the page paints unstyled and hydration fails (React #418).
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: "ck" });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let names: string[] = [];
    cache.insert = (...args) => {
      const serialized = args[1];
      if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const flushed = names;
      names = [];
      return flushed;
    };
    return { cache, flush };
  });
  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const css = names.map((name) => registry.cache.inserted[name]).join("");
    return (
      <style
        key={names.join(" ")}
        data-emotion={`${registry.cache.key} ${names.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    );
  });
  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
