import { type NextRequest, NextResponse } from "next/server";
import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { splitLocale } from "@/lib/brand/locale";

/**
 * Host -> brand, /es -> Spanish, then an internal rewrite to /<brand>/<locale>/<path>.
 * Every page request passes here, so the internal segment cannot be reached directly:
 * /sunsaver/en typed by a visitor becomes /<brand>/en/sunsaver/en, which does not exist.
 */
export async function proxy(request: NextRequest) {
  const table = await hostTable();
  const brand = brandForHost(request.headers.get("host"), table);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  url.pathname = `/${brand}/${locale}${path === "/" ? "" : path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything except the backend, Next's own files and static assets.
  matcher: ["/((?!api/|_next/|content-assets/|favicon\\.ico|robots\\.txt).*)"],
};
