import { handleUpdateCustomer } from "@/lib/server/api/updateCustomer";

export const POST = handleUpdateCustomer;
