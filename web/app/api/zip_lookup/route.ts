import { handleZipLookup } from "@/lib/server/api/zipLookup";

export const GET = handleZipLookup;
