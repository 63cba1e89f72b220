import { handleStaffAccount } from "@/lib/server/api/accounts";

export const POST = handleStaffAccount;
