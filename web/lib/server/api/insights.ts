import { stateNameFor } from "@/lib/geo/usStates";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { geolocate } from "@/lib/server/insights/geolocate";
import { utilityFor } from "@/lib/server/insights/utilities";
import { findCustomer, setCustomerIp } from "@/lib/server/leads/customers";
import { insightsSchema } from "./schemas";

/**
 * POST /insights: what the visitor's IP tells about them (offline GeoLite2 lookup) and their
 * likely utility (shipped table by zip prefix, then state). Fields the lookup cannot tell are null.
 */
export const handleInsights = route(
  { name: "insights", schema: insightsSchema, auth: "apiKey" },
  async (input, { db, ip }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    // A lookup failure (unreadable database file) must not cost the visitor the answer: say nothing.
    const place = ip
      ? await geolocate(ip).catch((error) => {
          console.error("[insights] geolocation failed", error);
          return null;
        })
      : null;
    const state = place?.state ?? null;
    await setCustomerIp(db, customer.id, ip);
    return json({
      provider: utilityFor({ state, zip: place?.zip ?? null }),
      zip: place?.zip ?? null,
      state,
      stateFullName: state ? stateNameFor(state) : null,
      city: place?.city ?? null,
      ip_address: ip,
    });
  },
);
