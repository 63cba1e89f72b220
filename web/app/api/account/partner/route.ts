import { handlePartnerAccount } from "@/lib/server/api/accounts";

export const POST = handlePartnerAccount;
