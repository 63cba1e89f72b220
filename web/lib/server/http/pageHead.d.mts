export function buildAssetPrefix(requiredServerFiles: unknown): string;
export function createHeadRewriter(options: {
  readCss: (href: string) => string | null;
  assetPrefix?: string;
  onMismatch?: (parts: ("stylesheet" | "script" | "head")[], page: string | undefined) => void;
}): (head: string, bodySoFar: string, page?: string) => string;
