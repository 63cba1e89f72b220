import { enableDraftMode } from "@/lib/server/api/draftMode";

export const GET = enableDraftMode;
