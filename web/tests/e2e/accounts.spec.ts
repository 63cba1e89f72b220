import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_MIN, USERNAME_MIN } from "@/lib/validation/messages";
import { axeViolations as violations } from "./axe";
import { answerStep, walkFlow, walkTo } from "./flowRunner";
import { lastMailLink } from "./mailbox";
import { makeStaff } from "./staffAccount";

const PASSWORD = "Sunny#Roof42";
const NEW_PASSWORD = "Brighter#Day77";

async function signIn(page: Page, username: string, password: string) {
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a homeowner finishes a flow, claims their project, signs out and in, and sees the stage staff set", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Nobody signed in: the area sends to sign-in and shows nothing of any project.
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcustomer$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await walkFlow(page, "/savings-mini", "en");
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state?.token);
  expect(token).toEqual(expect.any(String));

  // The confirmation's link: choose a username and password, with spec 5's rules. (A late
  // estimate no longer moves the link: flows.spec holds the estimate back and measures it.)
  await page.getByRole("link", { name: "Set up your project account" }).click();
  await expect(page).toHaveURL(new RegExp(`/customer\\?token=${token}$`));
  await expect(page.getByRole("heading", { name: "Set up your project account" })).toBeVisible();
  await page.getByRole("textbox", { name: "Username" }).fill("abc");
  await page.getByLabel("Password").fill("weak");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText(USERNAME_MIN)).toBeVisible();
  await expect(page.getByText(PASSWORD_MIN)).toBeVisible();
  const username = `maria${Date.now()}`;
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();

  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { name: "Your project", exact: true })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Data Collection");
  await expect(page.getByText("maria.lopez@example.com")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Staff move the project (the operator made their account with the admin token).
  const api = String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");
  await makeStaff(request, baseURL, "Dana Staff");
  // Signed in by the account's making (its cookie), as staff's browser on the site's own page.
  const moved = await request.post(`${api}/api/projects/stage`, {
    headers: { origin: api },
    data: { customer_token: token, stage: "Design" },
  });
  expect(moved.status()).toBe(200);

  // Logout: signed out, the tab's stored session gone, the area closed again.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcustomer$/);

  await signIn(page, username, "Wrong#Pass1");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("The username or password is not right.");
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.locator('[aria-current="step"]')).toContainText("Design");
  await expect(page.getByText("Pictures")).toBeVisible();

  // A forgotten password: the link by e-mail, a new password, and in with it.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill("maria.lopez@example.com");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If that e-mail has an account");
  // The link is on the brand's own domain (content); this test's server answers for it locally.
  const link = new URL(lastMailLink("password-reset"));
  expect(link.origin).toBe("https://sunsaverprogram.com");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed");
  await page.goto("/sign-in");
  await signIn(page, username, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("The username or password is not right.");
  await signIn(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/customer$/);
});

test("the customer area speaks Spanish under /es", async ({ page }) => {
  await page.goto("/es/customer");
  await expect(page).toHaveURL(/\/es\/sign-in\?next=%2Fes%2Fcustomer$/);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeVisible();
});

/** Issue 58 item 6: the homeowner's answers are shown back in words, in either language. */
test("the project area shows the homeowner's bill and phone as words, not stored values", async ({ page }) => {
  test.setTimeout(120_000);
  // An e-mail of its own: a second project with another test's e-mail is issue 58 item 4's case.
  const username = `bill${Date.now()}`;
  await walkTo(page, "/savings-mini", "email", "en");
  await page.getByRole("textbox", { name: "Email" }).fill(`${username}@example.com`);
  await page.locator('[data-step="email"] button[type="submit"]').click();
  await expect(page.locator('[data-step="phone"]')).toBeVisible();
  await answerStep(page, "phoneInput", "en");
  await page.getByRole("link", { name: "Set up your project account" }).click();
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/customer$/);
  // The drivers keep the $150 bill and type (480) 555-0142.
  // The project's details: the region its heading names, as a screen reader finds it.
  const details = page.getByRole("region", { name: "Your details" });
  await expect(details).toContainText("$100–$150 a month");
  await expect(details).toContainText("(480) 555-0142");
  await expect(details).not.toContainText("between_100_150");
  await page.goto("/es/customer");
  await expect(page.getByRole("region", { name: "Sus datos" })).toContainText("$100–$150 al mes");
});
