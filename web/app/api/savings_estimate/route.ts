import { handleSavingsEstimate } from "@/lib/server/api/savingsEstimate";

export const GET = handleSavingsEstimate;
