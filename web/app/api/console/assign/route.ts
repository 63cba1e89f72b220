import { handleAssignLead } from "@/lib/server/api/portal";

export const POST = handleAssignLead;
