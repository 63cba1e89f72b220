import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { emailSchema } from "@/lib/validation/email";

/** Spec 5's email rule, with its top-level-domain list (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object({ email: emailSchema }));
