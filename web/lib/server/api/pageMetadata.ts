import { object } from "yup";
import { route } from "@/lib/server/http/route";

/** Spec 2.7's date: Los Angeles time, whatever the server's zone. */
const LOS_ANGELES = "America/Los_Angeles";

const dateInLosAngeles = (now: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: LOS_ANGELES,
    dateStyle: "long",
    timeStyle: "long",
  }).format(now);

/** A user agent longer than this is cut: it is shown back to the visitor, not trusted. */
const USER_AGENT_MAX = 512;

/**
 * GET /api/page_metadata: what the site sees of this visit (spec 2.7's page metadata), shown on
 * the legal pages: the visitor's IP address, their browser's user agent and the date in Los
 * Angeles time. Nothing is stored; `no-store`, since it is the visitor's own.
 */
export const handlePageMetadata = route(
  { name: "page_metadata", schema: object({}), auth: "none", source: "query", invalidStatus: 400 },
  async (_input, { ip, userAgent }) => {
    const response = Response.json({
      ip: ip ?? "",
      user_agent: (userAgent ?? "").slice(0, USER_AGENT_MAX),
      date: dateInLosAngeles(new Date()),
    });
    response.headers.set("cache-control", "no-store");
    return response;
  },
);
