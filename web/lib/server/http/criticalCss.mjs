// The part of a stylesheet a page's HTML uses. Panda writes one atomic stylesheet for the whole
// site (31 kB), and inlined whole it was more than half of a step page's compressed HTML, which
// put the phone, results, content and legal pages a few hundred bytes to 3 kB over a phone's first
// round trip (issue 8). A rule is kept when every class its selector names is on the page; rules
// with no class (reset, tokens, keyframes) are always kept, less the custom properties nothing
// kept reads and the keyframes nothing kept animates with; the whole sheet's layer order is
// stated first. The whole file follows after the first
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

/** The custom properties a stylesheet's declarations read (`var(--name)`), names as written. */
export function customPropertiesRead(css) {
  return new Set([...css.matchAll(/var\(\s*(--(?:\\.|[\w-])+)/g)].map((match) => match[1]));
}

/**
 * Custom properties nothing left reads: Panda's tokens layer declares every token the site uses
 * (7 kB), a page's own rules read a fraction. Names are compared as written, escapes included
 * (`--spacing-4\.5`). Repeated until none goes, since a dropped
 * declaration may have been the only reader of another. `alsoRead`: those the page's other
 * stylesheets read (a CSS module's rule reading a Panda token, as the home banner's call button
 * reads the brand's accent), which stay.
 */
function dropUnreadCustomProperties(root, alsoRead) {
  for (;;) {
    const read = new Set(alsoRead);
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
 * Every cascade layer in the order the whole sheet first names it, nested ones dotted
 * (`utilities.compositions`). The order must be stated in the cut: Next's minifier drops Panda's
 * `@layer reset, base, tokens, recipes, utilities;`, and a page whose rules leave out a layer
 * (no recipe on a first step) would otherwise order it by the whole sheet's arrival, after the
 * utilities, so that a recipe's rules beat the utilities meant to override them on every step
 * shown after it (a field's white background and outline, issue 8).
 */
function layerOrder(root) {
  const names = [];
  root.walkAtRules("layer", (atRule) => {
    const parents = [];
    for (let node = atRule.parent; node && node.type !== "root"; node = node.parent) {
      if (node.type === "atrule" && node.name === "layer") parents.unshift(node.params.trim());
    }
    for (const name of atRule.params.split(",")) {
      const full = [...parents, name.trim()].join(".");
      if (name.trim() && !names.includes(full)) names.push(full);
    }
  });
  return names;
}

/**
 * `criticalCss(css)` reads a stylesheet once; the function it returns gives the stylesheet's text
 * cut down to the rules a set of classes uses (empty blocks dropped, `@layer` order kept),
 * keeping the custom properties `alsoRead` names (read by the page's other stylesheets).
 */
export function criticalCss(css) {
  const root = postcss.parse(css);
  const layers = layerOrder(root);
  const order = layers.length > 0 ? `@layer ${layers.join(",")};` : "";
  return (classes, alsoRead = new Set()) => {
    const copy = root.clone();
    // The whole order is stated once, first (below).
    copy.walkAtRules("layer", (atRule) => {
      if (!atRule.nodes) atRule.remove();
    });
    copy.walkRules((rule) => {
      if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
      if (!usedBy(rule, classes)) rule.remove();
    });
    dropUnreadCustomProperties(copy, alsoRead);
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
    return order + copy.toString();
  };
}
