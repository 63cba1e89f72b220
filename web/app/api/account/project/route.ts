import { handleAddProject, handleMyProjects } from "@/lib/server/api/projects";

export const GET = handleMyProjects;
export const POST = handleAddProject;
