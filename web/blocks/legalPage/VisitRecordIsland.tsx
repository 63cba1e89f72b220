"use client";

import { useEffect, useState } from "react";
import type { SiteWords } from "@/lib/content/words";

type Visit = { ip: string; user_agent: string; date: string };

/** The page words this island shows. */
export type VisitRecordWords = Pick<
  SiteWords,
  "visitHeading" | "visitIntro" | "visitIp" | "visitUserAgent" | "visitDate" | "visitUnknown"
>;

/** Class names computed on the server, so this island ships no styling runtime. */
export type VisitRecordClasses = { box: string; list: string; value: string };

/**
 * Spec 2.7's page metadata (IP address, user agent, date in Los Angeles time) on the legal pages,
 * where a visitor reads what is recorded with their consent. The pages are static, so the
 * server's view of this visit is asked for once the page is idle.
 */
export function VisitRecordIsland({ words, classes }: { words: VisitRecordWords; classes: VisitRecordClasses }) {
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
  const value = (text: string | undefined) => (visit ? text || words.visitUnknown : "…");
  return (
    <section
      className={classes.box}
      aria-labelledby="visit-record-heading"
      data-visit-record={visit ? "loaded" : "loading"}
    >
      <h2 id="visit-record-heading">{words.visitHeading}</h2>
      <p>{words.visitIntro}</p>
      <dl className={classes.list}>
        <dt>{words.visitIp}</dt>
        <dd className={classes.value}>{value(visit?.ip)}</dd>
        <dt>{words.visitUserAgent}</dt>
        <dd className={classes.value}>{value(visit?.user_agent)}</dd>
        <dt>{words.visitDate}</dt>
        <dd className={classes.value}>{value(visit?.date)}</dd>
      </dl>
    </section>
  );
}
