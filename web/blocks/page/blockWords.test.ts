import { describe, expect, it } from "vitest";
import { loadContentPage } from "@/lib/content/loaders";
import { loadBlockWords } from "./blockWords";

const blocksOf = async (path: string) => (await loadContentPage("sunsaver", "en", path))?.pageBuilder ?? [];

describe("loadBlockWords: the words a content page's blocks show", () => {
  it("gives a comparison page the listings' words and nothing of the calculators", async () => {
    const words = await loadBlockWords("sunsaver", "es", await blocksOf("/top-solar-companies"));
    expect(words.visitWebsite).toBe("Visitar el sitio web");
    expect(words.solarZip).toBeUndefined();
    expect(words.systemSize).toBeUndefined();
  });

  it("gives the solar calculator its own words and the results' solar figures", async () => {
    const words = await loadBlockWords("sunsaver", "en", await blocksOf("/calculators/solar-savings"));
    expect(words.solarBill).toBe("Average monthly electric bill ($)");
    expect(words.systemSize).toBe("System size");
    expect(words.estimateHeading).toBe("Your estimated solar savings");
    expect(words.marginResults).toBeUndefined();
  });

  it("gives a page without such blocks no words at all", async () => {
    expect(await loadBlockWords("sunsaver", "en", [])).toEqual({});
  });
});
