export function afterPaintHead(head: string): string;
export function afterPaintBody(bytes: Buffer): Buffer;
