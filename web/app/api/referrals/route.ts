import { handleReferral } from "@/lib/server/api/referrals";

export const POST = handleReferral;
