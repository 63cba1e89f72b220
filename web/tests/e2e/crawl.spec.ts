import { expect, test } from "@playwright/test";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { BRAND_HOSTS_QUERY } from "@/lib/content/queries";

/** Everything a visitor can reach by following links answers 200 (the lead portal's /leads too). */
test("from every brand's / and /es, every internal link answers 200", async ({ request }) => {
  test.setTimeout(300_000);
  const base = new URL(test.info().project.use.baseURL ?? "");
  const { brands } = await createEmbeddedSource().fetch(BRAND_HOSTS_QUERY, {}, []);
  const broken: string[] = [];
  for (const brand of brands) {
    const host = brand.hosts?.find((name) => name && !name.startsWith("www.") && !name.startsWith("stage.")) ?? "";
    const seen = new Set<string>();
    const queue = ["/", "/es"];
    while (queue.length > 0) {
      const path = queue.shift() ?? "/";
      if (seen.has(path)) continue;
      seen.add(path);
      // Node does not resolve *.localhost as the browser does: ask 127.0.0.1 with the brand's Host.
      const reply = await request.get(`${base.protocol}//127.0.0.1:${base.port}${path}`, {
        headers: { host: `${host}.localhost:${base.port}` },
        maxRedirects: 0,
      });
      if (reply.status() !== 200) {
        broken.push(`${host}${path} → ${reply.status()}`);
        continue;
      }
      const html = await reply.text();
      // A questionnaire step links only back and on within its flow: walked by allFlows.spec.ts.
      if (html.includes("data-step=") && path !== "/" && path !== "/es") continue;
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
        if (href && !href.startsWith("/_next") && !/\.(svg|png|ico|css|js|webp|jpg)$/.test(href)) queue.push(href);
      }
    }
    expect(seen.size, host).toBeGreaterThan(10);
  }
  expect(broken).toEqual([]);
});
