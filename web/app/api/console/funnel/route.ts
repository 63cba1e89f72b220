import { handleConsoleFunnel } from "@/lib/server/api/console";

export const GET = handleConsoleFunnel;
