import type { Locale } from "@/lib/brand/locale";

/** The monthly-bill step's own words ({amount} and {band} filled in with `fillCopy`). */
export const monthlyBillInputCopy = {
  en: {
    monthlyBill: "Monthly electric bill",
    perMonth: "{amount} a month",
    billBand: "Range: {band}",
    below_100: "Under $100",
    between_100_150: "$100–$150",
    between_151_200: "$151–$200",
    above_200: "Over $200",
  },
  es: {
    monthlyBill: "Factura mensual de luz",
    perMonth: "{amount} al mes",
    billBand: "Rango: {band}",
    below_100: "Menos de $100",
    between_100_150: "$100–$150",
    between_151_200: "$151–$200",
    above_200: "Más de $200",
  },
} as const satisfies Record<Locale, Record<string, string>>;
