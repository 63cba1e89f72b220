import { test } from "@playwright/test";

/** The same test server under another brand's host ("closerleads.com" -> closerleads.com.localhost:port). */
export const on = (host: string, path: string) => {
  const base = new URL(test.info().project.use.baseURL ?? "");
  return `${base.protocol}//${host}.localhost:${base.port}${path}`;
};
