import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Response, test } from "@playwright/test";
import { testCode } from "@/blocks/steps/phoneVerificationInput/drive";
import { CONSENT_VERSION, client, consentFor } from "../integration/support/api";
import { type RunningServer, startServer } from "../integration/support/serverProcess";
import { answerStep, walkFlow } from "./flowRunner";

// Issue 57 item 2, in the browser: past an address's first 3 texts in an hour, "Send code" pays a
// proof of work, solved by the verification step's own code, which no other page loads. A server
// of its own with the real SMS limits (the shared one lifts them for the walks of every flow).
const PORT = 3231;
const root = mkdtempSync(join(tmpdir(), "homefront-e2e-sms-"));
let server: RunningServer;

test.use({ baseURL: `http://sunsaverprogram.com.localhost:${PORT}` });

test.beforeAll(async () => {
  server = await startServer(PORT, {
    PGLITE_DATA_DIR: join(root, "pglite"),
    PHONE_VERIFICATION_TEST_CODE: testCode(),
    RATE_LIMIT_PER_MINUTE: "0",
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

test("the fourth text from one address is paid with a proof of work the verification step solves", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Three texts from this machine's address, each to a number its lead consented to.
  for (let text = 0; text < 3; text++) {
    const init = await request.post(`${server.url}/api/customer_init`, {
      data: { ...client, product: "solar", flow_type: "/verify" },
    });
    const { token } = (await init.json()) as { token: string };
    const phone = `(602) 555-01${10 + text}`;
    const consent = await request.post(`${server.url}/api/update_customer`, {
      data: {
        ...client,
        token,
        phone,
        tcpa_accepted: true,
        tcpa_consent_text: consentFor(phone),
        tcpa_consent_version: CONSENT_VERSION,
      },
    });
    expect(consent.status()).toBe(200);
    const sent = await request.post(`${server.url}/api/phone_verification/send`, { data: { ...client, token, phone } });
    expect(sent.status()).toBe(200);
  }

  const sends: number[] = [];
  const scripts: { body: string; afterChallenge: boolean }[] = [];
  page.on("response", async (answer: Response) => {
    const url = new URL(answer.url());
    if (url.pathname === "/api/phone_verification/send") sends.push(answer.status());
    if (url.pathname.endsWith(".js")) {
      const afterChallenge = sends.includes(428);
      scripts.push({ body: await answer.text().catch(() => ""), afterChallenge });
    }
  });
  // /verify ends on the phone check: "Send code", the code, and the check.
  await walkFlow(page, "/verify", "en");
  const checked = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/phone_verification/check");
  await answerStep(page, "phoneVerificationInput", "en");
  expect((await checked).status()).toBe(200);
  // The code was sent after the proof of work.
  expect(sends).toEqual([428, 200]);
  // The solver (the browser's PBKDF2) came with the challenge, in a script of its own.
  const solver = (body: string) => body.includes("PBKDF2");
  expect(scripts.filter((script) => !script.afterChallenge).some((script) => solver(script.body))).toBe(false);
  expect(scripts.filter((script) => script.afterChallenge).some((script) => solver(script.body))).toBe(true);
});
