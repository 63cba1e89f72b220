import { handleTrackExperiment } from "@/lib/server/api/trackExperiment";

export const POST = handleTrackExperiment;
