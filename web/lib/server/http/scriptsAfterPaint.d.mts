export function scriptsAfterPaint(head: string): string;

export function bootstrapAfterPaint(bytes: Buffer): Buffer;
