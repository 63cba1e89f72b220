import { revalidatePath, revalidateTag } from "next/cache";
import { forgetFlowPrefixes } from "@/lib/brand/flowPrefixes";
import { contentStore } from "@/lib/content";
import { checkPublishSignature, PUBLISH_SIGNATURE_HEADER, type SignatureCheck } from "@/lib/content/publishSignature";
import { serverEnv } from "@/lib/env/parse.mjs";
import { parseJsonObject, readBodyText } from "@/lib/server/http/readBody";
import { failure, HttpError, json } from "@/lib/server/http/responses";

const REFUSED: Record<Exclude<SignatureCheck, "valid">, string> = {
  missing: "The request carries no signature.",
  malformed: "The signature header is not t=<ms>,v1=<signature>.",
  stale: "The signature is more than five minutes old or ahead: refused as a replay.",
  invalid: "Invalid signature",
};

/**
 * POST /api/revalidate, Sanity's publish webhook (projection `{_type}`, secret in
 * SANITY_REVALIDATE_SECRET): checks the signature (age and constant-time comparison) and expires
 * every cached answer tagged with the published document's type at once, so the next visitor,
 * the first one included, gets the new content rather than the stale page. The embedded dataset
 * is read without fetch, so nothing of it carries a tag: a publish to it (its file rewritten)
 * expires every page, which the next visitor of each gets rendered from the new file. Other
 * servers behind a balancer route a flow's publish within FLOW_PREFIXES_TTL_MS.
 */
export async function handlePublishWebhook(request: Request): Promise<Response> {
  const secret = serverEnv().SANITY_REVALIDATE_SECRET;
  if (!secret) return failure(501, "Revalidation is not configured");
  try {
    const text = await readBodyText(request, 16 * 1024);
    const check = checkPublishSignature(text, request.headers.get(PUBLISH_SIGNATURE_HEADER), secret);
    if (check !== "valid") return failure(401, REFUSED[check]);
    const type = parseJsonObject(text)._type;
    if (typeof type !== "string" || !/^[A-Za-z][A-Za-z0-9.]*$/.test(type)) {
      return failure(400, "Body must name the document _type");
    }
    if (contentStore().kind === "embedded") revalidatePath("/", "layout");
    else revalidateTag(type, { expire: 0 });
    // Which paths are flows (the proxy's routing) follows a flow's publish at once on this server.
    if (type === "flow") forgetFlowPrefixes();
    return json({ revalidated: type });
  } catch (error) {
    if (error instanceof HttpError) return failure(error.status, error.message);
    throw error;
  }
}
