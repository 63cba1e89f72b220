import { salesCommission } from "@/blocks/page/calculatorBlock/commission";
import { PROJECT_STAGES, type ProjectStage } from "@/lib/projectStages";

/**
 * A referring partner's commission on one referred project, by the sales-commission calculator's
 * formula (blocks/page/calculatorBlock/commission.ts) with its default deal (8 kW sold at $3.60/W
 * on a $2.90/W redline, no lead cost) and the referrer as the setter, at REFERRAL_SPLIT_PERCENT of
 * the gross. Earned once the homeowner signs (the Contract stage); expected before that.
 */
const REFERRAL_DEAL = {
  systemSizeKw: 8,
  pricePerWatt: 3.6,
  redlinePerWatt: 2.9,
  leadCost: 0,
  closeRatePercent: 100,
};
const REFERRAL_SPLIT_PERCENT = 20;
const EARNED_FROM: ProjectStage = "Contract";

export type ReferralCommission = { amount: number; status: "expected" | "earned" };

export function referralCommission(stage: ProjectStage): ReferralCommission {
  const { setterShare } = salesCommission({ ...REFERRAL_DEAL, setterSplitPercent: REFERRAL_SPLIT_PERCENT });
  const earned = PROJECT_STAGES.indexOf(stage) >= PROJECT_STAGES.indexOf(EARNED_FROM);
  return { amount: Math.round(setterShare * 100) / 100, status: earned ? "earned" : "expected" };
}
