import { handleConsoleExperiments } from "@/lib/server/api/console";

export const GET = handleConsoleExperiments;
