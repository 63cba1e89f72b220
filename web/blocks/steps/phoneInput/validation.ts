import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { phoneSchema } from "@/lib/validation/fields";

/** Spec 5's phone rule (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object({ phone: phoneSchema }));
