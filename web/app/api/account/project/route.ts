import { handleMyProject } from "@/lib/server/api/projects";

export const GET = handleMyProject;
