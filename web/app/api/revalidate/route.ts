import { revalidateTag } from "next/cache";
import { type NextRequest, NextResponse } from "next/server";
import { parseBody } from "next-sanity/webhook";

/**
 * Sanity webhook: on publish, refreshes every cached answer tagged with the document's type.
 * Configure the webhook with projection {_type} and the secret in SANITY_REVALIDATE_SECRET.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret) return NextResponse.json({ error: "Revalidation is not configured" }, { status: 501 });
  const { isValidSignature, body } = await parseBody<{ _type?: unknown }>(request, secret);
  if (!isValidSignature) return NextResponse.json({ error: "Invalid signature" }, { status: 401 });
  const type = body?._type;
  if (typeof type !== "string" || !/^[A-Za-z][A-Za-z0-9.]*$/.test(type)) {
    return NextResponse.json({ error: "Body must name the document _type" }, { status: 400 });
  }
  revalidateTag(type, "max");
  return NextResponse.json({ revalidated: type });
}
