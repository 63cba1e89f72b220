import { handleAuth } from "@/lib/server/auth/handler";

export const GET = handleAuth;
export const POST = handleAuth;
