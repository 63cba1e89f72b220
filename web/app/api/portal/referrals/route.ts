import { handlePortalReferrals } from "@/lib/server/api/portal";

export const GET = handlePortalReferrals;
