import { handleLoadLead } from "@/lib/server/api/loadLead";

/** Load lead by token (spec 7 leaves the path unnamed: GET /api/lead?token=…, see docs/decisions/backend-api-paths.md). */
export const GET = handleLoadLead;
