// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shippedWords } from "@/lib/content/words.testing";
import { html } from "../testing";
import { RouteLanguageLink } from "./RouteLanguageLink";

// The route's params are Next's to give (its router context); the step's path is set per test.
const route = vi.hoisted(() => ({ params: null as { path?: string[] } | null, pathname: null as string | null }));
vi.mock("next/navigation", () => ({ useParams: () => route.params, usePathname: () => route.pathname }));

afterEach(() => {
  route.params = null;
  route.pathname = null;
  cleanup();
});

describe("RouteLanguageLink", () => {
  it("leads from an English step to the same step in Spanish, in Spanish's words", () => {
    route.params = { path: ["savings-mini", "property-type"] };
    const markup = html(<RouteLanguageLink locale="en" words={shippedWords("siteWords", "en")} />);
    expect(markup).toContain('href="/es/savings-mini/property-type"');
    expect(markup).toContain('hrefLang="es"');
    expect(markup).toContain(`aria-label="${shippedWords("siteWords", "en").otherLanguageName}"`);
  });

  it("leads from a Spanish step to the same step in English", () => {
    route.params = { path: ["savings", "zip"] };
    const markup = html(<RouteLanguageLink locale="es" words={shippedWords("siteWords", "es")} />);
    expect(markup).toContain('href="/savings/zip"');
    expect(markup).toContain('hrefLang="en"');
  });

  it("leads to the other language's home outside a route with a path", () => {
    expect(html(<RouteLanguageLink locale="en" words={shippedWords("siteWords", "en")} />)).toContain('href="/es"');
  });

  it("follows the step the flow island moved the address bar to, once the page is in the browser", () => {
    // The server rendered property-type (under the brand's rewrite); the visitor has moved on to zip.
    route.params = { path: ["savings-mini", "property-type"] };
    route.pathname = "/savings-mini/zip";
    render(<RouteLanguageLink locale="en" words={shippedWords("siteWords", "en")} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/es/savings-mini/zip");
  });

  it("keeps the route's path in the server's HTML, whatever path the server saw", () => {
    route.params = { path: ["savings", "zip"] };
    route.pathname = "/sunsaver/es/flow/savings/zip";
    expect(html(<RouteLanguageLink locale="es" words={shippedWords("siteWords", "es")} />)).toContain(
      'href="/savings/zip"',
    );
  });
});
