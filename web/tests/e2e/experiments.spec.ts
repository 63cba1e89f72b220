import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { publishSignatureHeader } from "@/lib/content/publishSignature";
import { answerStep, flowSteps, recordApiCalls, stepUrl, walkTo } from "./flowRunner";

const client = { api_key: "homefront-public-web-key", client_app: "homefront-web" };
const NOTE = "An advisor will call you back within one business hour";
type Variant = { key: string; weight: number; flowOrder?: unknown };
type Experiment = { _id: string; running: boolean; variants: Variant[] };

/** Node does not resolve *.localhost like Chromium does: the backend is reached on 127.0.0.1. */
const backend = (baseURL: string | undefined) => String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");

/**
 * A publish of the phone_step_copy experiment as the Studio makes it: the stored document changes
 * in the dataset the site reads, then the signed webhook names its type. Returns the undo.
 */
async function publishExperiment(request: APIRequestContext, api: string, change: (experiment: Experiment) => void) {
  const file = String(process.env.E2E_DATASET_PATH);
  const original = readFileSync(file, "utf8");
  const edited = original
    .split("\n")
    .map((line) => {
      if (!line.includes('"_id":"experiment.phone_step_copy"')) return line;
      const experiment = JSON.parse(line) as Experiment;
      change(experiment);
      return JSON.stringify(experiment);
    })
    .join("\n");
  const send = async (text: string) => {
    // Whole or not at all, as the Lake publishes: write beside the file, then rename over it.
    writeFileSync(`${file}.publishing`, text);
    renameSync(`${file}.publishing`, file);
    const body = JSON.stringify({ _type: "experiment" });
    const reply = await request.post(`${api}/api/revalidate`, {
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": publishSignatureHeader(body, "e2e-publish-secret"),
      },
      data: body,
    });
    expect(reply.status()).toBe(200);
  };
  await send(edited);
  return () => send(original);
}

const newVisitorsExperiments = async (request: APIRequestContext, api: string) => {
  const init = await request.post(`${api}/api/customer_init`, {
    data: { ...client, product: "solar", flow_type: "/savings" },
  });
  return ((await init.json()) as { experiments: Record<string, string> }).experiments;
};

/** Issue 12 item 5: experiments are started, stopped and reshaped by publishing them, without a deploy. */
test("stopping an experiment stops assigning it and takes its copy off the page", async ({
  browser,
  request,
  baseURL,
}) => {
  const api = backend(baseURL);
  // The page as the server sends it (no script runs, so the deep-link guard does not move it).
  const page = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage();
  expect(Object.keys(await newVisitorsExperiments(request, api)).sort()).toEqual(["phone_step_copy", "results_layout"]);
  await page.goto("/savings-mini/phone");
  expect(await page.content()).toContain(NOTE);
  const undo = await publishExperiment(request, api, (experiment) => {
    experiment.running = false;
  });
  try {
    expect(Object.keys(await newVisitorsExperiments(request, api))).toEqual(["results_layout"]);
    await page.goto("/savings-mini/phone");
    expect(await page.content()).not.toContain(NOTE);
  } finally {
    // No page of this test may still be loading when the publish is undone: a page rendered from
    // the experiment's dataset after the undo would stay cached for the tests that follow.
    await page.close();
    await undo();
  }
});

test("a variant given every new visitor shows its note, and is reported, on the step it changes", async ({
  page,
  request,
  baseURL,
}) => {
  const api = backend(baseURL);
  const undo = await publishExperiment(request, api, (experiment) => {
    for (const variant of experiment.variants) variant.weight = variant.key === "advisor_callback" ? 100 : 0;
  });
  try {
    expect((await newVisitorsExperiments(request, api)).phone_step_copy).toBe("advisor_callback");
    const calls = recordApiCalls(page);
    await walkTo(page, "/savings-mini", "phone", "en");
    await expect(page.locator('[data-experiment-note="phone_step_copy"]')).toContainText(NOTE);
    await expect
      .poll(() => calls.filter((call) => call.path === "/api/webhooks/track_experiment").map((call) => call.body))
      .toContainEqual(
        expect.objectContaining({ experiment_name: "phone_step_copy", experiment_value: "advisor_callback" }),
      );
  } finally {
    // No page of this test may still be loading when the publish is undone: a page rendered from
    // the experiment's dataset after the undo would stay cached for the tests that follow.
    await page.close();
    await undo();
  }
});

test("a variant that reorders a flow asks its questions in the new order", async ({ page, request, baseURL }) => {
  const api = backend(baseURL);
  const steps = await flowSteps("/savings-mini");
  const [first, second, third] = steps;
  if (!first || !second || !third) throw new Error("/savings-mini needs three steps");
  const undo = await publishExperiment(request, api, (experiment) => {
    for (const variant of experiment.variants) {
      variant.weight = variant.key === "advisor_callback" ? 100 : 0;
      if (variant.key === "advisor_callback") {
        variant.flowOrder = {
          flow: { _type: "reference", _ref: "flow.savings-mini" },
          paths: [second.path, first.path],
        };
      }
    }
  });
  try {
    // The flow's first question in content is the variant's second: a new visitor is sent to its first.
    await page.goto(stepUrl("en", "/savings-mini", first.path));
    await expect(page).toHaveURL(new RegExp(`${stepUrl("en", "/savings-mini", second.path)}$`));
    await answerStep(page, second.kind, "en");
    await expect(page).toHaveURL(new RegExp(`${stepUrl("en", "/savings-mini", first.path)}$`));
    await expect(page.locator("[data-step-back]")).toHaveAttribute("href", stepUrl("en", "/savings-mini", second.path));
    await answerStep(page, first.kind, "en");
    await expect(page).toHaveURL(new RegExp(`${stepUrl("en", "/savings-mini", third.path)}$`));
  } finally {
    // No page of this test may still be loading when the publish is undone: a page rendered from
    // the experiment's dataset after the undo would stay cached for the tests that follow.
    await page.close();
    await undo();
  }
});
