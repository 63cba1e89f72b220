"use client";

import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useServerInsertedHTML } from "next/navigation";
import { type ReactNode, useState } from "react";
import { system } from "./system";

/**
 * Chakra on App Router pages: Emotion's styles rendered on the server are flushed into the HTML
 * stream, so the browser's first paint matches and hydration does not fail (#418).
 */
export function ChakraRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: "hf" });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: string[] = [];
    cache.insert = (...args) => {
      const serialized = args[1];
      if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const styles = names.map((name) => registry.cache.inserted[name]).join("");
    return (
      <style data-emotion={`${registry.cache.key} ${names.join(" ")}`} dangerouslySetInnerHTML={{ __html: styles }} />
    );
  });

  return (
    <CacheProvider value={registry.cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
