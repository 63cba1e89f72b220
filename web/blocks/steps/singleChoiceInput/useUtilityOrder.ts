"use client";

import { useEffect, useState } from "react";
import { fetchZipPlace } from "@/lib/api/calls";
import { orderUtilityChoices } from "@/lib/geo/orderUtilityChoices";
import type { ChoiceOption } from "../parts/ChoiceList";

/** The lead field of the utility question (spec 3's `provider`). */
const UTILITY_FIELD = "provider";

/**
 * The utility question lists the utilities serving the visitor's ZIP first (issue 7 item 5: an
 * Arizona ZIP must not open with PG&E). Other questions, an unknown ZIP or a failed lookup keep
 * the content's order.
 */
export function useUtilityOrder(answerKey: string, zip: unknown, options: ChoiceOption[]): ChoiceOption[] {
  const [utilities, setUtilities] = useState<string[]>([]);
  const typedZip = typeof zip === "string" && /^\d{5}$/.test(zip) ? zip : null;
  useEffect(() => {
    if (answerKey !== UTILITY_FIELD || !typedZip) return;
    let current = true;
    fetchZipPlace(typedZip)
      .then((place) => {
        if (current && place) setUtilities(place.utilities);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [answerKey, typedZip]);
  return utilities.length > 0 ? orderUtilityChoices(options, utilities) : options;
}
