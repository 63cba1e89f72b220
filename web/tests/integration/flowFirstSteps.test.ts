import { describe, expect, inject, it } from "vitest";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { BRAND_HOSTS_QUERY, FLOW_QUERY, STEP_QUERY } from "@/lib/content/queries";
import { SPEC_FLOW_PREFIXES } from "../specFlows";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const source = createEmbeddedSource();

describe("every flow prefix renders its first step for every brand (27 × 17)", () => {
  it("answers 200 with the first step's question", async () => {
    const { brands } = await source.fetch(BRAND_HOSTS_QUERY, {}, []);
    const cases: { host: string; prefix: string; path: string; heading: string }[] = [];
    for (const prefix of SPEC_FLOW_PREFIXES) {
      const flow = await source.fetch(FLOW_QUERY, { prefix, locale: "en" }, []);
      const first = flow?.steps?.[0];
      const step = await source.fetch(STEP_QUERY, { slug: first?.slug ?? "" }, []);
      for (const brand of brands) {
        cases.push({ host: brand.hosts?.[0] ?? "", prefix, path: first?.path ?? "", heading: step?.heading?.en ?? "" });
      }
    }
    expect(cases).toHaveLength(27 * 17);
    const failures: string[] = [];
    const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    for (let index = 0; index < cases.length; index += 6) {
      await Promise.all(
        cases.slice(index, index + 6).map(async ({ host, prefix, path, heading }) => {
          const answer = await get(baseUrl, prefix, host);
          const ok =
            answer.status === 200 &&
            answer.body.includes(`data-step="${path}"`) &&
            answer.body.includes(escapeHtml(heading));
          if (!ok) failures.push(`${host}${prefix}: ${answer.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
