// The part of a stylesheet a page's HTML uses. Panda writes one atomic stylesheet for the whole
// site (31 kB), and inlined whole it was more than half of a step page's compressed HTML, which
// put the phone, results, content and legal pages a few hundred bytes to 3 kB over a phone's first
// round trip (issue 8). A rule is kept when every class its selector names is on the page; rules
// with no class (reset, tokens, keyframes) are always kept, less the custom properties nothing
// kept reads and the keyframes nothing kept animates with. The whole file follows after the first
// paint (afterFirstPaint.mjs), for what the page's scripts render later and for the next pages.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import postcss from "postcss";

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** Every class named in an HTML text's class attributes, as the browser reads them. */
export function htmlClasses(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = (value ?? "").replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The classes one selector needs, unescaped (`.md\:textStyle_3xl` is `md:textStyle_3xl`), or null
 * when the selector cannot be judged that way: a class inside `:not()`, `:is()`, `:where()` or
 * `:has()` may be one the page must not have, or one of several alternatives.
 */
function classesNeeded(selector) {
  if (/:(?:not|is|where|has)\([^)]*\./.test(selector)) return null;
  const needed = [];
  for (const [, escaped] of selector.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    needed.push((escaped ?? "").replace(/\\(.)/g, "$1"));
  }
  return needed;
}

const usedBy = (rule, classes) =>
  rule.selectors.some((selector) => {
    const needed = classesNeeded(selector);
    return needed === null || needed.every((name) => classes.has(name));
  });

/**
 * Custom properties nothing left reads: Panda's tokens layer declares every token the site uses
 * (7 kB), a page's own rules read a fraction. Names are compared as written, escapes included
 * (`--spacing-4\.5`). Repeated until none goes, since a dropped
 * declaration may have been the only reader of another.
 */
function dropUnreadCustomProperties(root) {
  for (;;) {
    const read = new Set();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--(?:\\.|[\w-])+)/g)) read.add(name);
    });
    let dropped = false;
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) {
        decl.remove();
        dropped = true;
      }
    });
    if (!dropped) return;
  }
}

/**
 * Keyframes nothing left animates with: Panda writes every keyframe of Chakra's preset (35 of
 * them, 3 kB, about 590 bytes of a page's compressed HTML), and a page's first paint uses none
 * or a few. A name counts as used when a kept `animation`, `animation-name` or custom property
 * (Chakra's animation tokens) names it. What the scripts animate later has its keyframes in
 * the whole stylesheet, enabled after the first paint.
 */
function dropUnusedKeyframes(root) {
  const named = new Set();
  root.walkDecls(/^(?:animation|animation-name|--.*)$/i, (decl) => {
    for (const word of decl.value.split(/[\s,()]+/)) if (word) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!named.has(atRule.params.trim())) atRule.remove();
  });
}

/**
 * `criticalCss(css)` reads a stylesheet once; the function it returns gives the stylesheet's text
 * cut down to the rules a set of classes uses (empty blocks dropped, `@layer` order kept).
 */
export function criticalCss(css) {
  const root = postcss.parse(css);
  return (classes) => {
    const copy = root.clone();
    copy.walkRules((rule) => {
      if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
      if (!usedBy(rule, classes)) rule.remove();
    });
    dropUnreadCustomProperties(copy);
    dropUnusedKeyframes(copy);
    // Innermost first, so a block emptied by its children's removal goes too; `@layer a, b;`
    // (no block) is the cascade order and stays.
    const blocks = [];
    copy.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    copy.walkAtRules((atRule) => {
      if (atRule.nodes) blocks.push(atRule);
    });
    for (const block of blocks.reverse()) if (block.nodes.length === 0) block.remove();
    return copy.toString();
  };
}
