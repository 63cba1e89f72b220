import { yupResolver } from "@hookform/resolvers/yup";
import { object } from "yup";
import { streetAddressSchema } from "@/lib/validation/fields";

/** Spec 5's street address rule (loaded on first use: lazyResolver). */
export const resolver = yupResolver(object({ street_address: streetAddressSchema }));
