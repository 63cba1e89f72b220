import type { Locale } from "@/lib/brand/locale";

/** The waiting screens' own words: the free report shown at the end of /free-report. */
export const interstitialInputCopy = {
  en: {
    reportReady: "Your report is ready.",
    energyReport: "Your energy report",
    report: "Your report",
    preparedFor: "Prepared for",
    preparedOn: "Date",
    homeAddress: "Home address",
    monthlyBill: "Monthly electric bill",
    perMonth: "{amount} a month",
    print: "Print report",
  },
  es: {
    reportReady: "Su informe está listo.",
    energyReport: "Su informe de energía",
    report: "Su informe",
    preparedFor: "Preparado para",
    preparedOn: "Fecha",
    homeAddress: "Dirección de la casa",
    monthlyBill: "Factura mensual de luz",
    perMonth: "{amount} al mes",
    print: "Imprimir informe",
  },
} as const satisfies Record<Locale, Record<string, string>>;
