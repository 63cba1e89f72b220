import { expect, test } from "@playwright/test";
import { stepUrl } from "./flowRunner";

const client = { api_key: "homefront-public-web-key", client_app: "homefront-web" };

/** Spec 4.1 step 2: a link carrying ?token= loads the stored lead into the session. */
test("a link with ?token= loads the stored lead (GET /api/lead?token=) into a new session", async ({
  page,
  request,
  baseURL,
}) => {
  // Node does not resolve *.localhost like Chromium does: the backend is reached on 127.0.0.1.
  const api = String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");
  const init = await request.post(`${api}/api/customer_init`, {
    data: { ...client, product: "solar", flow_type: "/savings-mini" },
  });
  const { token } = (await init.json()) as { token: string };
  await request.post(`${api}/api/update_customer`, {
    data: {
      ...client,
      token,
      homeowner_renter: "homeowner",
      property_type: "single_family",
      zip: "85253",
      monthly_electricity_bill: "150",
    },
  });
  const leadRequest = page.waitForRequest((req) => new URL(req.url()).pathname === "/api/lead");
  await page.goto(`${stepUrl("en", "/savings-mini", "sun-time")}?token=${token}`);
  const sent = new URL((await leadRequest).url());
  expect(Object.fromEntries(sent.searchParams)).toEqual({ token });
  await expect(page.locator('[data-step="sun-time"]')).toBeVisible();
  // The step is server HTML, visible before the island has read the stored lead: wait for the session.
  const session = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state ?? {});
  await expect.poll(async () => (await session()).token).toBe(token);
  expect((await session()).answers).toMatchObject({
    zip: "85253",
    monthly_electricity_bill_amount: 150,
    monthly_electricity_bill: "between_100_150",
    homeowner_renter: "homeowner",
    property_type: "single_family",
  });
});
