import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses } from "./criticalCss.mjs";

// Shaped like Panda's output: layer order, a reset without classes, tokens, escaped atomic
// utilities (with a breakpoint and a state), keyframes.
const css = [
  "@layer reset, tokens, utilities;",
  "@layer reset{*{margin:0}}",
  "@layer tokens{:where(:root){--colors-red:red;--colors-gray:gray;--colors-unread:pink;--spacing-4\\.5:1.125rem;--spacing-4:1rem}.theme-sunrise{--brand:orange}.theme-solar{--brand:blue}}",
  "@layer utilities{",
  ".c_fg\\.muted{color:var(--colors-gray);padding-inline:var(--spacing-4\\.5)}",
  ".bg_brand{background:var(--brand)}",
  ".d_flex{display:flex}",
  "@media screen and (min-width:48rem){.md\\:textStyle_3xl{font-size:30px}.md\\:d_grid{display:grid}}",
  ".\\[\\&_svg\\]\\:w_4 svg{width:1rem}",
  ".hover\\:bg_red:hover{background:red}",
  ".x:not(.y){color:var(--colors-red);animation:spin 1s}",
  ".pulse{animation:var(--animations-pulse)}",
  ".enter{animation-name:stepEnter}",
  "}",
  "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
  "@keyframes pulse{50%{opacity:.5}}",
  "@keyframes stepEnter{from{transform:translateX(40px)}}",
  "@keyframes bounce{50%{transform:none}}",
].join("");

describe("htmlClasses", () => {
  it("reads every class attribute as the browser does, entities decoded", () => {
    const html =
      '<html class="theme-sunrise"><p class="c_fg.muted  md:textStyle_3xl">a</p><i class="[&amp;_svg]:w_4"></i>';
    expect([...htmlClasses(html)].sort()).toEqual(["[&_svg]:w_4", "c_fg.muted", "md:textStyle_3xl", "theme-sunrise"]);
  });
});

describe("criticalCss", () => {
  const cut = criticalCss(css)(
    htmlClasses(
      '<html class="theme-sunrise"><p class="c_fg.muted md:textStyle_3xl [&amp;_svg]:w_4 hover:bg_red bg_brand">',
    ),
  );

  it("keeps the rules whose classes are all on the page, escaped names and breakpoints included", () => {
    expect(cut).toContain(".c_fg\\.muted{color:var(--colors-gray);padding-inline:var(--spacing-4\\.5)}");
    expect(cut).toContain("@media screen and (min-width:48rem){.md\\:textStyle_3xl{font-size:30px}}");
    expect(cut).toContain(".\\[\\&_svg\\]\\:w_4 svg{width:1rem}");
    expect(cut).toContain(".hover\\:bg_red:hover{background:red}");
    expect(cut).toContain(".theme-sunrise{--brand:orange}");
  });

  it("drops the rules of classes the page does not have", () => {
    expect(cut).not.toContain("d_flex");
    expect(cut).not.toContain("md\\:d_grid");
    expect(cut).not.toContain("theme-solar");
  });

  it("keeps what it cannot judge by classes: rules without classes, :not(), the layer order", () => {
    expect(cut.startsWith("@layer reset,tokens,utilities;@layer reset{*{margin:0}}")).toBe(true);
    expect(cut).toContain(".x:not(.y){color:var(--colors-red);animation:spin 1s}");
  });

  it("keeps the keyframes a kept rule animates with, and drops the others", () => {
    expect(cut).toContain("@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}");
    expect(cut).not.toContain("@keyframes bounce");
    // Named only by rules the page does not use: dropped with them.
    expect(cut).not.toContain("@keyframes stepEnter");
    expect(cut).not.toContain("@keyframes pulse");
    const withTheirRules = criticalCss(css)(new Set(["pulse", "enter"]));
    expect(withTheirRules).toContain("@keyframes stepEnter{from{transform:translateX(40px)}}");
    // Through a custom property, as Chakra's animation tokens are read.
    expect(criticalCss(`:root{--animations-pulse:pulse 2s infinite}${css}`)(new Set(["pulse"]))).toContain(
      "@keyframes pulse{50%{opacity:.5}}",
    );
  });

  it("keeps the custom properties a kept rule reads, and drops those nothing kept reads", () => {
    // An escaped name is its own property: --spacing-4\.5 is read, --spacing-4 is not.
    expect(cut).toContain(":where(:root){--colors-red:red;--colors-gray:gray;--spacing-4\\.5:1.125rem}");
    expect(cut).not.toContain("--colors-unread");
  });

  it("states the whole sheet's layer order first, also for layers the page's rules leave out", () => {
    // As Next's minifier writes Panda's sheet: no order statement, the order is the blocks' own.
    const minified =
      "@layer reset{*{margin:0}}@layer recipes{.input{background:none}}@layer utilities{.bg_white{background:#fff}@layer compositions{.textStyle_sm{font-size:14px}}}@layer recipes.slots{.card__root{padding:0}}";
    const page = criticalCss(minified)(new Set(["bg_white"]));
    expect(page).toBe(
      "@layer reset,recipes,utilities,utilities.compositions,recipes.slots;@layer reset{*{margin:0}}@layer utilities{.bg_white{background:#fff}}",
    );
  });

  it("drops a block its rules all left", () => {
    const none = criticalCss(css)(new Set());
    expect(none).not.toContain("@media");
    expect(none).not.toContain("theme-sunrise");
    expect(none).toContain("@layer utilities{.x:not(.y){color:var(--colors-red);animation:spin 1s}}");
  });
});
