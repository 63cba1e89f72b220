import { disableDraftMode } from "@/lib/server/api/draftMode";

export const GET = disableDraftMode;
