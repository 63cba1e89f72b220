import { handleConsoleRecording } from "@/lib/server/api/console";

export const GET = handleConsoleRecording;
