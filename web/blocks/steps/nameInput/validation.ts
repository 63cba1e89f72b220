import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { nameFields } from "@/lib/validation/name";

/** Spec 5's name rules, with the profanity list (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object(nameFields));
