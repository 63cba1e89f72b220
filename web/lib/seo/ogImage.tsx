import { ImageResponse } from "next/og";
import type { Brand } from "@/lib/brand/context";
import { BRAND_THEMES } from "@/lib/theme/brandThemes";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The path of a brand's share image; the host names the brand, `locale` its language. */
export const ogImagePath = (locale: string) => `/og-image.png${locale === "es" ? "?locale=es" : ""}`;

const paletteOf = (brand: Brand) => {
  const theme =
    BRAND_THEMES[(brand.theme?.styleClass ?? "theme-ocean") as keyof typeof BRAND_THEMES] ??
    BRAND_THEMES["theme-ocean"];
  return {
    primary: brand.theme?.primary ?? theme.primary,
    accent: brand.theme?.accent ?? theme.accent,
    background: brand.theme?.background ?? theme.background,
    text: brand.theme?.text ?? theme.text,
  };
};

/**
 * The picture a link to the brand shows when shared (Open Graph): its name, title and description
 * in its colours. Drawn with the font Next ships (no network), once per request and then cached.
 */
export function brandOgImage(brand: Brand): ImageResponse {
  const colors = paletteOf(brand);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: colors.background,
        color: colors.text,
        padding: "72px 80px",
        borderTop: `24px solid ${colors.primary}`,
        borderBottom: `24px solid ${colors.accent}`,
      }}
    >
      <div style={{ display: "flex", fontSize: 72, fontWeight: 700, color: colors.primary }}>{brand.name ?? ""}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: 52, lineHeight: 1.15 }}>{brand.title ?? ""}</div>
        <div style={{ display: "flex", fontSize: 30, lineHeight: 1.35, opacity: 0.85 }}>
          {(brand.description ?? "").slice(0, 180)}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 28, color: colors.primary }}>{brand.domain ?? ""}</div>
    </div>,
    { ...OG_IMAGE_SIZE, headers: { "cache-control": "public, max-age=86400" } },
  );
}
