export function unmatchedParts(head: string): ("stylesheet" | "script" | "head")[];
