import { handleCustomerInit } from "@/lib/server/api/customerInit";

export const POST = handleCustomerInit;
