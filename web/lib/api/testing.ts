import { vi } from "vitest";

/** Test helper: a fetch stub answering `status` with `body` (JSON unless a string), recording each request. */
export function stubFetch(answer: { status?: number; body?: unknown } = {}) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown; keepalive?: boolean }[] =
    [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const text = init.body === undefined ? undefined : String(init.body);
    calls.push({
      url,
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: text === undefined ? undefined : JSON.parse(text),
      keepalive: init.keepalive,
    });
    const body = answer.body === undefined ? {} : answer.body;
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
