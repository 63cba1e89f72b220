import { handleConsoleCsv } from "@/lib/server/api/console";

export const GET = handleConsoleCsv;
