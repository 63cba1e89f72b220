import { handleShowTokenCustomer } from "@/lib/server/api/showTokenCustomer";

export const GET = handleShowTokenCustomer;
