import { handleMe } from "@/lib/server/api/projects";

export const GET = handleMe;
