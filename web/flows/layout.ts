/** The page layouts of spec 2.7; the flow type (a flow prefix such as "/survey") picks one. */
export type FlowLayout = "powerPayback" | "noCostSolar" | "solarReport" | "generic";

const LAYOUT_BY_FLOW_TYPE: Readonly<Record<string, FlowLayout>> = {
  // Hero and form are named after the visitor's state, which is why this flow asks for the zip first.
  "/power-payback": "powerPayback",
  "/no-cost-solar": "noCostSolar",
  "/savings-slick": "solarReport",
  "/survey": "solarReport",
  "/verify": "solarReport",
};

/**
 * The layout of a flow type. Every other flow, and a page with no flow type (null: e.g. "/" on a
 * brand whose home route is not a flow), gets the generic animated wrapper.
 */
export function layoutFor(flowType: string | null | undefined): FlowLayout {
  if (!flowType || !Object.hasOwn(LAYOUT_BY_FLOW_TYPE, flowType)) return "generic";
  return LAYOUT_BY_FLOW_TYPE[flowType] ?? "generic";
}
