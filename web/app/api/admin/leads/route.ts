import { handleAdminLeads } from "@/lib/server/api/adminLeads";

export const GET = handleAdminLeads;
