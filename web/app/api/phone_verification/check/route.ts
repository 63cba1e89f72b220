import { handleCheckCode } from "@/lib/server/api/phoneVerification";

export const POST = handleCheckCode;
