import type { IncomingMessage, ServerResponse } from "node:http";

export type BrotliCache = {
  get(key: string): Buffer | undefined;
  compressInBackground(key: string, raw: Buffer): void;
  size(): number;
  whenIdle(): Promise<void>;
};

export function createBrotliCache(options?: { maxBytes?: number; quality?: number }): BrotliCache;

export function brotliCacheMiddleware(
  cache: BrotliCache,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
