import type { PortableTextBlock } from "@portabletext/react";
import { describe, expect, it } from "vitest";
import { loadLegalPage, loadWords } from "@/lib/content/loaders";
import { html } from "../testing";
import { LegalPage } from "./LegalPage";

describe("LegalPage", () => {
  it("renders the legal team's Portable Text with headings, lists and localised site links", async () => {
    const page = await loadLegalPage("sunsaver", "es", "/legal/tcpa-agreement");
    if (!page) throw new Error("no TCPA agreement in the embedded dataset");
    const markup = html(
      <LegalPage
        title={page.title ?? ""}
        body={(page.body ?? []) as PortableTextBlock[]}
        effectiveDate={page.effectiveDate}
        version={page.version}
        locale="es"
        words={await loadWords("siteWords", "sunsaver", "es")}
      />,
    );
    expect(markup).toContain(`<h1>${page.title}</h1>`);
    expect(markup).toContain("<h2>");
    expect(markup).toMatch(/<ul>|<ol>/);
    expect(markup).toContain("Vigente desde 2026-10-01 (versión 2026-10-01)");
    expect(markup).toMatch(/href="\/es\/legal\//);
    expect(markup).not.toMatch(/href="\/legal\//);
  });
});
