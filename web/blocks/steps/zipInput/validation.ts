import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { zipSchema } from "@/lib/validation/fields";

/** Spec 5's zip rule (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object({ zip: zipSchema }));
