import { describe, expect, it } from "vitest";
import type { ContentSource } from "@/lib/content";
import { loadEmbeddedDataset, type SanityDocument } from "@/lib/content/embeddedDataset";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { SITE_SETTINGS_QUERY } from "@/lib/content/queries";
import { consentShown as consentFrom } from "./consent";

const consentShown = async (source: ContentSource, locale: "en" | "es") =>
  consentFrom(source, locale, await source.fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings"]));

/** The shipped dataset with the site settings' Spanish consent text replaced. */
function datasetWithSpanishConsent(es: string): SanityDocument[] {
  return loadEmbeddedDataset().map((document) => {
    if (document._id !== "siteSettings") return document;
    const consent = document.tcpaConsent as { text: Record<string, string> };
    return { ...document, tcpaConsent: { ...consent, text: { ...consent.text, es } } };
  });
}

describe("consentShown", () => {
  it("shows the visitor's language when it names {phone}", async () => {
    const source = createEmbeddedSource();
    const spanish = await consentShown(source, "es");
    expect(spanish.text).toContain("{phone}");
    expect(spanish.text).not.toBe((await consentShown(source, "en")).text);
  });

  it("shows the English text, which names the number, when a translation lost {phone}", async () => {
    const source = createEmbeddedSource(datasetWithSpanishConsent("Acepto que me llamen."));
    const english = await consentShown(createEmbeddedSource(), "en");
    expect(await consentShown(source, "es")).toEqual(english);
    expect(english.text).toContain("{phone}");
  });
});
