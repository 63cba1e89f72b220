import { handleProjectStage } from "@/lib/server/api/projects";

export const POST = handleProjectStage;
