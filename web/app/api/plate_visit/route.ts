import { handlePlateVisit } from "@/lib/server/api/plateVisit";

export const POST = handlePlateVisit;
