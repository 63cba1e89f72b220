import { vi } from "vitest";

/** Test helper: a fetch stub answering `status` with `body` (JSON unless a string), recording each request. */
export function stubFetch(answer: { status?: number; body?: unknown } = {}) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown; keepalive?: boolean }[] =
    [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    // A string, or a Blob (the recording's batches; jsdom's Blob can be read by text() only).
    const body = init.body ?? undefined;
    const text = body === undefined || typeof body === "string" ? body : await (body as Blob).text();
    calls.push({
      url,
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: text === undefined ? undefined : JSON.parse(text),
      keepalive: init.keepalive,
    });
    const reply = answer.body === undefined ? {} : answer.body;
    return new Response(typeof reply === "string" ? reply : JSON.stringify(reply), { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
