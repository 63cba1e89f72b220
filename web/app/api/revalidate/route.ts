import { handlePublishWebhook } from "@/lib/server/api/publishWebhook";

export const POST = handlePublishWebhook;
