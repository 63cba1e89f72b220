export function inlineStylesheets(
  head: string,
  readCss: (href: string) => string | null,
  pageClasses?: ReadonlySet<string> | null,
  assetPrefix?: string,
): string;

export function buildStylesheets(nextDir: string): (href: string) => string | null;
