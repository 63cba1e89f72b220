import { handleConsoleLead } from "@/lib/server/api/console";

export const GET = handleConsoleLead;
