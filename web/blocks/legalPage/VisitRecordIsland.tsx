"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@/lib/brand/locale";

type Visit = { ip: string; user_agent: string; date: string };

const words = {
  en: {
    heading: "Your visit",
    intro: "What this site sees of your visit, as it would record it with a request you make here:",
    ip: "IP address",
    userAgent: "Browser (user agent)",
    date: "Date (Los Angeles time)",
    unknown: "Not known",
  },
  es: {
    heading: "Su visita",
    intro: "Lo que este sitio ve de su visita, tal como lo registraría con una solicitud que haga aquí:",
    ip: "Dirección IP",
    userAgent: "Navegador (agente de usuario)",
    date: "Fecha (hora de Los Ángeles)",
    unknown: "Desconocido",
  },
} as const;

/** Class names computed on the server, so this island ships no styling runtime. */
export type VisitRecordClasses = { box: string; list: string; value: string };

/**
 * Spec 2.7's page metadata (IP address, user agent, date in Los Angeles time) on the legal pages,
 * where a visitor reads what is recorded with their consent. The pages are static, so the
 * server's view of this visit is asked for once the page is idle.
 */
export function VisitRecordIsland({ locale, classes }: { locale: Locale; classes: VisitRecordClasses }) {
  const copy = words[locale];
  const [visit, setVisit] = useState<Visit | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetch("/api/page_metadata", { signal: controller.signal, cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<Visit>) : null))
        .then((body) => body && setVisit(body))
        .catch(() => undefined);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(load);
    return () => controller.abort();
  }, []);
  const value = (text: string | undefined) => (visit ? text || copy.unknown : "…");
  return (
    <section
      className={classes.box}
      aria-labelledby="visit-record-heading"
      data-visit-record={visit ? "loaded" : "loading"}
    >
      <h2 id="visit-record-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <dl className={classes.list}>
        <dt>{copy.ip}</dt>
        <dd className={classes.value}>{value(visit?.ip)}</dd>
        <dt>{copy.userAgent}</dt>
        <dd className={classes.value}>{value(visit?.user_agent)}</dd>
        <dt>{copy.date}</dt>
        <dd className={classes.value}>{value(visit?.date)}</dd>
      </dl>
    </section>
  );
}
