import { lookupZip } from "@/lib/geo/zipLookup";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { utilitiesFor } from "@/lib/server/insights/utilities";
import { zipLookupQuerySchema } from "./schemas";

/**
 * GET /api/zip_lookup?zip=85004: where a typed ZIP is (issue 7 item 5), for zip-confirm and the
 * power-payback hero. Public data, so no client key; rate-limited like every route.
 * 200 { zip, city, state, stateFullName, county, utilities } (the electric utilities serving that
 * ZIP, most likely first, for the utility question) · 400 malformed zip · 404 a ZIP the data lacks.
 */
export const handleZipLookup = route(
  { name: "zip_lookup", schema: zipLookupQuerySchema, auth: "none", source: "query", invalidStatus: 400 },
  async (input) => {
    const place = lookupZip(input.zip);
    if (!place) throw new HttpError(404, "This ZIP code is not in our US ZIP data.", { zip: "Unknown ZIP code." });
    return json({ ...place, utilities: utilitiesFor({ state: place.state, zip: place.zip }) });
  },
);
