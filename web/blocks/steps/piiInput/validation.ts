import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { emailSchema } from "@/lib/validation/email";
import { phoneSchema } from "@/lib/validation/fields";
import { nameFields } from "@/lib/validation/name";

/** Spec 5's name, email and phone rules (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object({ ...nameFields, email: emailSchema, phone: phoneSchema }));
