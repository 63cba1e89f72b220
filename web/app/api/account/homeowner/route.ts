import { handleHomeownerAccount } from "@/lib/server/api/accounts";

export const POST = handleHomeownerAccount;
