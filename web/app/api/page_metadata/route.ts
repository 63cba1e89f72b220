import { handlePageMetadata } from "@/lib/server/api/pageMetadata";

export const GET = handlePageMetadata;
