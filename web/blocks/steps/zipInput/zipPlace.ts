import { useCallback, useEffect, useRef, useState } from "react";
import { fetchZipPlace } from "@/lib/api/calls";
import type { ZipPlace } from "@/lib/geo/zipLookup";
import type { Answers } from "@/lib/leadFields/types";

export type { ZipPlace };

/** How long a submit waits for a lookup still under way before it goes on without it. */
const LOOKUP_WAIT_MS = 2000;

const isZip = (value: string) => /^\d{5}$/.test(value);

/** The zip already known (typed earlier or found from the IP), if it is one. */
export const knownZip = (answers: Answers): string => (typeof answers.zip === "string" ? answers.zip.trim() : "");

/**
 * What a zip answer saves: the zip, and where it is when the lookup told (issue 7 item 5: the
 * session and the estimate take the state from the typed zip, not from the IP).
 */
export const zipAnswer = (zip: string, place: ZipPlace | null): Answers =>
  place && place.zip === zip
    ? { zip, city: place.city, state: place.state, stateFullName: place.stateFullName }
    : { zip };

/**
 * Looks zips up (GET /api/zip_lookup) once each, and tells where the latest one is. A lookup
 * never fails the visitor: an unknown zip, a refusal or a lost connection is just "not known"
 * (null), and `placeFor` gives up after LOOKUP_WAIT_MS.
 */
export function useZipPlace(zip: string): {
  place: ZipPlace | null;
  placeFor: (zip: string) => Promise<ZipPlace | null>;
} {
  const lookups = useRef(new Map<string, Promise<ZipPlace | null>>());
  const lookup = useCallback((value: string): Promise<ZipPlace | null> => {
    if (!isZip(value)) return Promise.resolve(null);
    let pending = lookups.current.get(value);
    if (!pending) {
      pending = fetchZipPlace(value).catch(() => null);
      lookups.current.set(value, pending);
    }
    return pending;
  }, []);

  const [found, setFound] = useState<ZipPlace | null>(null);
  useEffect(() => {
    if (!isZip(zip)) return;
    let current = true;
    lookup(zip).then((place) => {
      if (current && place) setFound(place);
    });
    return () => {
      current = false;
    };
  }, [zip, lookup]);

  const placeFor = useCallback(
    (value: string) =>
      Promise.race([
        lookup(value),
        new Promise<null>((resolve) => {
          setTimeout(() => resolve(null), LOOKUP_WAIT_MS);
        }),
      ]),
    [lookup],
  );

  return { place: found && found.zip === zip ? found : null, placeFor };
}
