import { useEffect, useState } from "react";
import { pause, retryDelay } from "@/lib/api/backoff";
import { fetchEstimate } from "@/lib/api/calls";
// Types only (erased from the bundle): the backend defines the estimate's shapes once.
import type { LeadEstimate, SolarEstimate } from "@/lib/server/estimate/categoryEstimate";
import type { LeaseEstimate } from "@/lib/server/estimate/leaseEstimate";
import type { LoanEstimate } from "@/lib/server/estimate/loanEstimate";
import type { RoofEstimate } from "@/lib/server/estimate/roofEstimate";
import { whenSavesIdle } from "@/lib/session/saveAnswers";
import { yieldToBrowser } from "@/lib/tracking/afterInteractive";
import { readEstimate } from "./readEstimate";

export type { LeadEstimate, LeaseEstimate, LoanEstimate, RoofEstimate, SolarEstimate };

/** How often a lost request (network, 5xx) is tried again; a refusal (4xx) never is. */
const ESTIMATE_RETRIES = 3;

export type EstimateState =
  | { status: "loading" }
  | { status: "ready"; estimate: LeadEstimate }
  /** No token, a refusal (the bill or state not known yet), or lost after every retry. */
  | { status: "unavailable" };

// One object each: a state compared by identity (a memoised estimate section) stays the same across renders.
const LOADING: EstimateState = { status: "loading" };
const UNAVAILABLE: EstimateState = { status: "unavailable" };

/** Refusals (4xx) will not change on a retry; lost requests and server errors may. */
const isRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * The visitor's estimate (GET /api/savings_estimate?token=…), for the results step and the
 * free report: loading, then ready or unavailable. Asked once per token while mounted, after the
 * queued answers are saved (they are what it is computed from); lost
 * requests retried with spec 7's back-off; nothing is asked without a token.
 */
export function useEstimate(token: string | null): EstimateState {
  const [answered, setAnswered] = useState<{ token: string; state: EstimateState } | null>(null);

  useEffect(() => {
    if (token === null) return;
    const abort = new AbortController();
    const settle = (state: EstimateState) => {
      if (!abort.signal.aborted) setAnswered({ token, state });
    };
    (async () => {
      // The estimate is computed from the saved answers: ask once the last ones have landed.
      await whenSavesIdle();
      // In a task of its own: the results' arrival already runs every effect of the page in one.
      await yieldToBrowser();
      if (abort.signal.aborted) return;
      for (let failures = 0; ; failures++) {
        try {
          const estimate = readEstimate(await fetchEstimate(token));
          return settle(estimate ? { status: "ready", estimate } : { status: "unavailable" });
        } catch (error) {
          if (isRefusal(error) || failures >= ESTIMATE_RETRIES) return settle({ status: "unavailable" });
        }
        await pause(retryDelay(failures), abort.signal);
        if (abort.signal.aborted) return;
      }
    })();
    return () => abort.abort();
  }, [token]);

  if (token === null) return UNAVAILABLE;
  return answered?.token === token ? answered.state : LOADING;
}
