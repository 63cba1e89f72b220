import { handleConsoleLeads } from "@/lib/server/api/console";

export const GET = handleConsoleLeads;
