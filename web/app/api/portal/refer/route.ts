import { handlePortalRefer } from "@/lib/server/api/portal";

export const POST = handlePortalRefer;
