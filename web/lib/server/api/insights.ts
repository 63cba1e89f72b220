import { stateNameFor } from "@/lib/geo/usStates";
import { lookupZip } from "@/lib/geo/zipLookup";
import { describeError } from "@/lib/server/db/errors";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { geolocate } from "@/lib/server/insights/geolocate";
import { utilitiesFor, utilityFor } from "@/lib/server/insights/utilities";
import { findCustomer, setCustomerIp } from "@/lib/server/leads/customers";
import { log } from "@/lib/server/log";
import { insightsSchema } from "./schemas";

type Place = { zip: string | null; state: string | null; city: string | null };

/**
 * POST /insights: where the visitor is and their likely utility. Without `zip`, from the IP
 * (offline GeoLite2 lookup: spec 4.1's pre-fill); with the ZIP the visitor typed, from the ZIP
 * data, which beats an IP guess (issue 7 item 5). `provider` is the single most likely utility
 * (shipped table by ZIP prefix, then state); `utilities` those serving the state, most likely
 * first, for ordering the electricity-provider step. Fields nothing can tell are null (or []).
 */
export const handleInsights = route(
  { name: "insights", schema: insightsSchema, auth: "apiKey" },
  async (input, { db, ip }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    const typed = typeof input.zip === "string" ? lookupZip(input.zip) : null;
    const place: Place | null = typed ?? (ip ? await ipPlace(ip) : null);
    const state = place?.state ?? null;
    await setCustomerIp(db, customer.id, ip);
    return json({
      provider: utilityFor({ state, zip: place?.zip ?? null }),
      utilities: utilitiesFor({ state, zip: place?.zip ?? null }),
      zip: place?.zip ?? null,
      state,
      stateFullName: state ? stateNameFor(state) : null,
      city: place?.city ?? null,
      ip_address: ip,
    });
  },
);

/** A lookup failure (unreadable database file) must not cost the visitor the answer: say nothing. */
async function ipPlace(ip: string): Promise<Place | null> {
  return geolocate(ip).catch((error) => {
    log.error({ error: describeError(error) }, "[insights] geolocation failed");
    return null;
  });
}
