// rrweb's recorder alone. `import("rrweb")` takes the whole module namespace, which no bundler can
// tree-shake: the chunk carried the replayer and its CSS parser with a Buffer polyfill (87 kB gzip).
// Through a static named re-export, only `record` and what it uses are bundled.
export { record } from "rrweb";
