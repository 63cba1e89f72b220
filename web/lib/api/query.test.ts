import { describe, expect, it } from "vitest";
import { createQueryClient, customerQueryOptions, queryRetryDelay } from "./query";

describe("createQueryClient", () => {
  it("retries 3 times with doubling delays from 1 s capped at 30 s, keeping data 5 minutes", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("customerQueryOptions", () => {
  it("caches under ['customer-data', token] and never refetches by itself", () => {
    const options = customerQueryOptions("tok");
    expect(options.queryKey).toEqual(["customer-data", "tok"]);
    expect(options).toMatchObject({ refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
    expect(typeof options.queryFn).toBe("function");
  });
});
