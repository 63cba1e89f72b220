/**
 * The margin of one solar job, as an installer or dealer prices it:
 *
 * - total cost = equipment + labour and install + permits, overhead and other costs;
 * - gross profit = contract price − total cost (negative when the job loses money);
 * - gross margin % = gross profit ÷ contract price (what the sale keeps of each dollar);
 * - markup % = gross profit ÷ total cost (what was added on top of cost);
 * - per watt: cost, price and profit ÷ system size in watts;
 * - price for a target margin = total cost ÷ (1 − target margin %), none at 100% or more.
 *
 * Money is rounded to cents only for display; the figures here are exact.
 */
export type MarginInput = {
  systemWatts: number;
  equipmentCost: number;
  laborCost: number;
  otherCost: number;
  contractPrice: number;
  /** 0 to under 100. */
  targetMarginPercent: number;
};

export type Margin = {
  totalCost: number;
  grossProfit: number;
  marginPercent: number;
  markupPercent: number;
  costPerWatt: number;
  pricePerWatt: number;
  profitPerWatt: number;
  priceForTargetMargin: number | null;
};

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function jobMargin(input: MarginInput): Margin {
  const totalCost = input.equipmentCost + input.laborCost + input.otherCost;
  const grossProfit = input.contractPrice - totalCost;
  const target = input.targetMarginPercent / 100;
  return {
    totalCost,
    grossProfit,
    marginPercent: ratio(grossProfit, input.contractPrice) * 100,
    markupPercent: ratio(grossProfit, totalCost) * 100,
    costPerWatt: ratio(totalCost, input.systemWatts),
    pricePerWatt: ratio(input.contractPrice, input.systemWatts),
    profitPerWatt: ratio(grossProfit, input.systemWatts),
    priceForTargetMargin: target >= 0 && target < 1 ? totalCost / (1 - target) : null,
  };
}
