import type { FilterDefault } from "@sanity/client/stega";

/** Fields whose text is evidence or is compared (the consent a visitor agrees to), never marked. */
const NEVER_MARKED = new Set(["tcpaConsent", "slug", "path", "version", "phone", "url", "answerKey"]);

/**
 * Which strings visual editing may mark with invisible stega characters: only visible copy, that
 * is a translation (`…​.en`, `….es`) or a Portable Text span, and nothing a program reads as a
 * value. Everything else stays byte for byte as published, so no logic needs `stegaClean`.
 */
export const copyOnly: FilterDefault = (props) => {
  const path = props.sourcePath;
  if (path.some((segment) => typeof segment === "string" && NEVER_MARKED.has(segment))) return false;
  const last = path.at(-1);
  if (last !== "en" && last !== "es" && last !== "text") return false;
  return props.filterDefault(props);
};
