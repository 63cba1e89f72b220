/**
 * The solar sales commission of one deal, as reps on a redline plan work it out:
 *
 * - gross commission = (sold price per watt − redline per watt) × system size in watts, never
 *   below zero (a deal sold under redline pays nothing, it does not cost the rep);
 * - the setter's share = gross × setter split %; the closer keeps the rest;
 * - lead cost per closed deal = price per lead ÷ close rate (at a 25% close rate, four leads buy
 *   one deal);
 * - net = the closer's commission − lead cost per closed deal (may be negative: the leads cost
 *   more than the deal pays).
 *
 * Money is rounded to cents only for display; the figures here are exact.
 */
export type CommissionInput = {
  systemSizeKw: number;
  pricePerWatt: number;
  redlinePerWatt: number;
  /** 0–100. */
  setterSplitPercent: number;
  leadCost: number;
  /** Above 0, at most 100. */
  closeRatePercent: number;
};

export type Commission = {
  systemWatts: number;
  grossCommission: number;
  setterShare: number;
  closerCommission: number;
  leadCostPerDeal: number;
  net: number;
  netPerWatt: number;
};

export function salesCommission(input: CommissionInput): Commission {
  const systemWatts = input.systemSizeKw * 1000;
  const grossCommission = Math.max(0, input.pricePerWatt - input.redlinePerWatt) * systemWatts;
  const setterShare = (grossCommission * Math.min(100, Math.max(0, input.setterSplitPercent))) / 100;
  const closerCommission = grossCommission - setterShare;
  const leadCostPerDeal = input.closeRatePercent > 0 ? input.leadCost / (input.closeRatePercent / 100) : 0;
  const net = closerCommission - leadCostPerDeal;
  return {
    systemWatts,
    grossCommission,
    setterShare,
    closerCommission,
    leadCostPerDeal,
    net,
    netPerWatt: systemWatts > 0 ? net / systemWatts : 0,
  };
}
