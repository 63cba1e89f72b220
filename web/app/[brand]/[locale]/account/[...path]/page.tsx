import type { Metadata } from "next";
import { AccountPage } from "@/blocks/account/AccountPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadWords } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await brandFromParams(params);
  const words = await loadWords("accountWords", brand.slug ?? "", locale);
  const first = (await params).path[0];
  const title =
    first === "sign-in" ? words.signInTitle : first === "reset-password" ? words.resetTitle : words.areaTitle;
  // Accounts are nobody's search result.
  return { title: `${title} | ${brand.name}`, robots: { index: false, follow: false } };
}

export default AccountPage;
