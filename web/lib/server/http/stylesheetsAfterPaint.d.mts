export function stylesheetsAfterPaint(head: string): string;
