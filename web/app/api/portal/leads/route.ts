import { handlePortalLeads } from "@/lib/server/api/portal";

export const GET = handlePortalLeads;
