"use client";

import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/brand/locale";
import {
  type FlowLayout,
  NO_COST_SOLAR_HERO,
  NO_COST_SOLAR_HERO_ES,
  SOLAR_REPORT_TITLE,
  SOLAR_REPORT_TITLE_ES,
} from "../layout";
import { ProgressBar } from "./ProgressBar";

const copy = {
  en: {
    progress: "Progress",
    payback: (state: string | null) =>
      state ? `The ${state} Power Payback Program` : "Your State's Power Payback Program",
    paybackForm: (state: string | null) => (state ? `Check your ${state} eligibility` : "Check your eligibility"),
  },
  es: {
    progress: "Progreso",
    payback: (state: string | null) =>
      state ? `Programa de reembolso de energía de ${state}` : "Programa de reembolso de energía de su estado",
    paybackForm: (state: string | null) =>
      state ? `Verifique su elegibilidad en ${state}` : "Verifique su elegibilidad",
  },
} as const;

/** Spec 2.7's flow layouts around the step: heroes, the solar-report title, and the progress bar. */
export function FlowFrame({
  layout,
  locale,
  stateName,
  progress,
  children,
}: {
  layout: FlowLayout;
  locale: Locale;
  stateName: string | null;
  progress: number | null;
  children: ReactNode;
}) {
  const text = copy[locale];
  const bar = progress === null ? null : <ProgressBar percent={progress} label={text.progress} />;
  return (
    <Box data-layout={layout} maxWidth="560px" mx="auto">
      {layout === "noCostSolar" ? (
        <Text fontWeight="bold" fontSize="lg" mb="4" color="brand.fg">
          {locale === "es" ? NO_COST_SOLAR_HERO_ES : NO_COST_SOLAR_HERO}
        </Text>
      ) : null}
      {layout === "powerPayback" ? (
        <Box mb="4">
          <Text fontWeight="bold" fontSize="xl" color="brand.fg">
            {text.payback(stateName)}
          </Text>
          <Text color="fg.muted">{text.paybackForm(stateName)}</Text>
        </Box>
      ) : null}
      {layout === "solarReport" ? (
        <Heading as="p" size="lg" mb="3" color="brand.fg">
          {locale === "es" ? SOLAR_REPORT_TITLE_ES : SOLAR_REPORT_TITLE}
        </Heading>
      ) : null}
      {bar}
      {children}
    </Box>
  );
}
