import type { IncomingMessage, ServerResponse } from "node:http";

export function inlineStylesheets(head: string, readCss: (href: string) => string | null): string;

export function buildStylesheets(nextDir: string): (href: string) => string | null;

export function inlineStylesheetsMiddleware(
  readCss: (href: string) => string | null,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function isPageRequest(req: IncomingMessage): boolean;
