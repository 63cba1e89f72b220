import { handleSolarEstimate } from "@/lib/server/api/solarEstimate";

export const GET = handleSolarEstimate;
