import { stateCodeFor, type UsStateCode } from "@/lib/geo/usStates";
import { lookupZip, type ZipPlace } from "@/lib/geo/zipLookup";
import type { Answers } from "@/lib/leadFields/types";

/** Where the lead's typed ZIP is; null when no ZIP was given or the ZIP data does not know it. */
export function leadPlace(answers: Readonly<Answers>): ZipPlace | null {
  return typeof answers.zip === "string" ? lookupZip(answers.zip) : null;
}

/**
 * The lead's state (issue 7 item 5): from the ZIP they typed first, because a typed ZIP says where
 * the home is and the IP lookup only guesses where the visitor sits; the stored `state` answer
 * (pre-filled from the IP lookup) only when the ZIP tells nothing.
 */
export function leadState(answers: Readonly<Answers>): UsStateCode | null {
  const place = leadPlace(answers);
  if (place) return place.state;
  return typeof answers.state === "string" ? stateCodeFor(answers.state) : null;
}
