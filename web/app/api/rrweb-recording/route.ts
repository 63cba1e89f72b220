import { handleRecording } from "@/lib/server/api/recording";

export const POST = handleRecording;
