import { splitLocale } from "@/lib/brand/locale";
import type { Role } from "./roles";

/** Each signed-in area and the role it is for (issue 10). */
export const AREA_ROLE: Record<string, Role> = {
  "/customer": "homeowner",
  "/customers": "homeowner",
  "/leads": "partner",
  "/earning": "partner",
  "/admin": "staff",
};

/** Where each role lands after signing in. */
export const HOME_OF_ROLE: Record<Role, string> = { homeowner: "/customer", partner: "/leads", staff: "/admin" };

/** The role a path (with or without /es, with or without a query) is for, or null for none. */
export function roleOfPath(path: string): Role | null {
  const { path: bare } = splitLocale(path.split("?")[0] ?? "");
  const first = `/${bare.split("/").filter(Boolean)[0] ?? ""}`;
  return AREA_ROLE[first] ?? null;
}
