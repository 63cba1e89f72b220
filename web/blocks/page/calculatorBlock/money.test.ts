import { expect, it } from "vitest";
import { formatMoney } from "./money";

it.each([
  [4280, "$4,280"],
  [0.7, "$0.70"],
  [0.535, "$0.54"],
  [-750.5, "-$750.50"],
  [1234567.891, "$1,234,567.89"],
  [-0.001, "$0"],
])("formats %s as %s", (value, shown) => {
  expect(formatMoney(value)).toBe(shown);
});
