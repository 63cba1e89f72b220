import { QueryClient, queryOptions } from "@tanstack/react-query";
import { showTokenCustomer } from "./calls";

/** Spec 7's data-fetching defaults. */
const QUERY_RETRIES = 3;
const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s, ... capped at 30 s (TanStack passes 0 before the first retry). */
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay: queryRetryDelay, gcTime: QUERY_GC_TIME_MS },
    },
  });
}

/** The customer read by token, cached under 'customer-data' per token; it changes only when we save. */
export const customerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["customer-data", token] as const,
    queryFn: () => showTokenCustomer(token),
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
