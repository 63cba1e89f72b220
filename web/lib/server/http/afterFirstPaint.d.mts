export const QUEUE: string;
export function afterPaintHead(head: string, assetPrefix?: string): string;
export function afterPaintBody(bytes: Buffer, assetPrefix?: string): Buffer;
