import { handleInsights } from "@/lib/server/api/insights";

export const POST = handleInsights;
