export const SHARED_MAX_AGE: number;
export const STALE_WHILE_REVALIDATE: number;
export function sharedCacheControl<T extends string | number | readonly string[]>(value: T): T | string;
