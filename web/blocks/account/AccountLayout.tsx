import { headers } from "next/headers";
import type { ReactNode } from "react";
import { SiteChrome } from "@/blocks/siteChrome/SiteChrome";
import { brandFromParams } from "@/lib/brand/context";
import { localizedPath } from "@/lib/brand/locale";
import { loadWords } from "@/lib/content/loaders";
import { signedInUser } from "@/lib/server/auth/session";
import { AccountShell } from "./AccountShell";
import { LogoutButton } from "./LogoutButton";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/** The signed-in areas: the public chrome of the path (spec 2.5) with Logout, inside runtime Chakra. */
export async function AccountLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { brand, locale } = await brandFromParams(params);
  const path = `/${(await params).path.join("/")}`;
  const [user, words] = await Promise.all([
    signedInUser(await headers()),
    loadWords("accountWords", brand.slug ?? "", locale),
  ]);
  return (
    <AccountShell>
      <SiteChrome
        brand={brand}
        locale={locale}
        path={path}
        accountAction={
          user ? <LogoutButton label={words.logOut} signInHref={localizedPath(locale, "/sign-in")} /> : null
        }
      >
        {children}
      </SiteChrome>
    </AccountShell>
  );
}
