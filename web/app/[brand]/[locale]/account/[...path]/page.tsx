import type { Metadata } from "next";
import { AccountPage } from "@/blocks/account/AccountPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadWords } from "@/lib/content/loaders";
import { pageMetadata } from "@/lib/seo/pageMetadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await brandFromParams(params);
  const words = await loadWords("accountWords", brand.slug ?? "", locale);
  const { path } = await params;
  const titles: Record<string, string> = {
    "sign-in": words.signInTitle,
    "reset-password": words.resetTitle,
    leads: words.portalTitle,
    earning: words.earningTitle,
  };
  const title = `${titles[path[0] ?? ""] ?? words.areaTitle} | ${brand.name}`;
  // Accounts are nobody's search result.
  return {
    ...pageMetadata({ brand, locale, path: `/${path.join("/")}`, title, description: null }),
    robots: { index: false, follow: false },
  };
}

export default AccountPage;
