import type { IncomingMessage, ServerResponse } from "node:http";

export function isPageRequest(req: IncomingMessage): boolean;

export function pageRewriteMiddleware(rewrite: {
  head: (head: string, bodySoFar: string, res: ServerResponse) => string;
  body?: (bytes: Buffer) => Buffer;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export const BODY_WAIT_MS: number;
