import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { loadFlowTraits, loadRunningExperiments } from "@/lib/content/loaders";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { createCustomer } from "@/lib/server/leads/customers";
import { pageContextOf } from "./pageContext";
import { customerInitSchema, FLOW_TYPE_UNKNOWN } from "./schemas";

/** Request fields that describe the request itself; every other top-level string is a landing parameter. */
const NOT_LANDING = new Set(Object.keys(customerInitSchema.fields));

function landingParams(body: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (NOT_LANDING.has(key) || !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key)) continue;
    if (typeof value === "string" && value.length <= 500) params[key] = value;
    if (Object.keys(params).length >= 50) break;
  }
  return params;
}

/**
 * POST /customer_init: a new customer, its token and experiment variants (spec 4.1 step 3). Its
 * flow_type must be a flow content holds (spec 2.3: a known flow); the category defaults to that
 * flow's own (spec 3).
 */
export const handleCustomerInit = route(
  { name: "customer_init", schema: customerInitSchema, auth: "apiKey" },
  async (input, { db, ip, userAgent, request }) => {
    const body = input as typeof input & Record<string, unknown>;
    const navigator =
      typeof input.navigator === "string"
        ? (JSON.parse(input.navigator) as Record<string, unknown>)
        : (input.navigator ?? {});
    const flowType = input.flow_type ?? null;
    const flow = flowType ? await loadFlowTraits(flowType) : null;
    if (flowType && !flow) {
      throw new HttpError(422, "Some fields are not valid.", { flow_type: FLOW_TYPE_UNKNOWN });
    }
    const params = landingParams(body);
    const customer = await createCustomer(
      db,
      {
        brand: brandForHost(request.headers.get("host"), await hostTable()),
        product: input.product,
        category: input.category ?? flow?.category ?? "solar",
        flowType,
        clientApp: input.client_app,
        landingUrl: input.landing_url ?? null,
        landingParams: params,
        navigator,
        pageContext: pageContextOf(input),
        ipAddress: ip,
        userAgent,
      },
      await loadRunningExperiments(),
    );
    return json({
      token: customer.token,
      customer_id: customer.customerId,
      experiments: customer.experiments,
      landing_params: params,
    });
  },
);
