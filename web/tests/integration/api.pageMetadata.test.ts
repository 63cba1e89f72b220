import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("GET /api/page_metadata (spec 2.7's page metadata)", () => {
  it("answers the visitor's IP address, user agent and the date in Los Angeles time, never cached", async () => {
    const response = await fetch(`${baseUrl}/api/page_metadata`, {
      headers: { "x-forwarded-for": "68.2.0.1", "user-agent": "Mozilla/5.0 (Linux; Android 14) Test/1.0" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.ip).toBe("68.2.0.1");
    expect(body.user_agent).toBe("Mozilla/5.0 (Linux; Android 14) Test/1.0");
    const today = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", dateStyle: "long" }).format(
      new Date(),
    );
    expect(body.date).toContain(today);
    expect(body.date).toMatch(/ (PST|PDT)$/);
  });

  it("cuts a user agent longer than 512 characters", async () => {
    const response = await fetch(`${baseUrl}/api/page_metadata`, { headers: { "user-agent": "x".repeat(5000) } });
    expect((await response.json()).user_agent).toHaveLength(512);
  });
});
