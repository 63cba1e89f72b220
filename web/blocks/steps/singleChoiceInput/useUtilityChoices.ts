"use client";

import { useEffect, useState } from "react";
import { fetchZipPlace } from "@/lib/api/calls";
import { UTILITY_FIELD, type UtilityChoice, utilityChoices } from "@/lib/geo/utilityChoices";

/**
 * The utility question's choices for the visitor's typed ZIP (issue 58 item 2): the utilities
 * serving it, in the lookup's order, then content's additions. Other questions, an unknown ZIP or
 * a failed lookup keep the content's list.
 */
export function useUtilityChoices<T extends UtilityChoice>(
  answerKey: string,
  zip: unknown,
  options: T[],
): UtilityChoice[] {
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
  return answerKey === UTILITY_FIELD ? utilityChoices(options, utilities) : options;
}
