import type { ReactNode } from "react";
import type { Locale } from "@/lib/brand/locale";
import { css } from "@/styled-system/css";
import {
  type FlowLayout,
  NO_COST_SOLAR_HERO,
  NO_COST_SOLAR_HERO_ES,
  SOLAR_REPORT_TITLE,
  SOLAR_REPORT_TITLE_ES,
} from "../layout";

const copy = {
  en: {
    payback: (state: string | null) =>
      state ? `The ${state} Power Payback Program` : "Your State's Power Payback Program",
    paybackForm: (state: string | null) => (state ? `Check your ${state} eligibility` : "Check your eligibility"),
  },
  es: {
    payback: (state: string | null) =>
      state ? `Programa de reembolso de energía de ${state}` : "Programa de reembolso de energía de su estado",
    paybackForm: (state: string | null) =>
      state ? `Verifique su elegibilidad en ${state}` : "Verifique su elegibilidad",
  },
} as const;

const frameClass = css({ maxWidth: "560px", mx: "auto" });
const heroClass = css({ fontWeight: "bold", textStyle: "lg", mb: "4", color: "brand.fg" });
const titleClass = css({ fontWeight: "bold", textStyle: "2xl", mb: "3", color: "brand.fg" });

/**
 * Spec 2.7's flow layouts around the step: heroes and the solar-report title. `stateName` is the
 * visitor's state once known (power payback names its hero after it).
 */
export function FlowFrame({
  layout,
  locale,
  stateName,
  children,
}: {
  layout: FlowLayout;
  locale: Locale;
  stateName: string | null;
  children: ReactNode;
}) {
  const text = copy[locale];
  return (
    <div data-layout={layout} className={frameClass}>
      {layout === "noCostSolar" ? (
        <p className={heroClass}>{locale === "es" ? NO_COST_SOLAR_HERO_ES : NO_COST_SOLAR_HERO}</p>
      ) : null}
      {layout === "powerPayback" ? (
        <div className={css({ mb: "4" })}>
          <p className={titleClass}>{text.payback(stateName)}</p>
          <p className={css({ color: "fg.muted" })}>{text.paybackForm(stateName)}</p>
        </div>
      ) : null}
      {layout === "solarReport" ? (
        <p className={titleClass}>{locale === "es" ? SOLAR_REPORT_TITLE_ES : SOLAR_REPORT_TITLE}</p>
      ) : null}
      {children}
    </div>
  );
}
