/**
 * Who an account is (issue 10): a homeowner who claimed their lead, a partner (sales professional)
 * on the lead portal, or staff (marketers, legal, installers' coordinators) in the console.
 */
export const ROLES = ["homeowner", "partner", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
