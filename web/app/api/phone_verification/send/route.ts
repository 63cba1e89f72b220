import { handleSendCode } from "@/lib/server/api/phoneVerification";

export const POST = handleSendCode;
