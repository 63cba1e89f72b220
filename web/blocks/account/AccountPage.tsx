import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { brandFromParams } from "@/lib/brand/context";
import { localizedPath } from "@/lib/brand/locale";
import { loadWords } from "@/lib/content/loaders";
import { signedInUser } from "@/lib/server/auth/session";
import { safeNext } from "./accountApi";
import { ClaimForm } from "./ClaimForm";
import { HomeownerArea } from "./HomeownerArea";
import { NewPasswordForm, ResetRequestForm } from "./ResetPasswordForms";
import { SignInForm } from "./SignInForm";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/** What a signed-in area's path shows to whoever asks: a form to get in, or the area itself. */
export async function AccountPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { brand, locale } = await brandFromParams(params);
  const segments = (await params).path;
  const query = await searchParams;
  if (segments.length !== 1) notFound();
  const [user, words] = await Promise.all([
    signedInUser(await headers()),
    loadWords("accountWords", brand.slug ?? "", locale),
  ]);
  const home = localizedPath(locale, "/customer");
  const signIn = localizedPath(locale, "/sign-in");
  switch (segments[0]) {
    case "sign-in": {
      const next = one(query.next);
      if (user?.role === "homeowner") redirect(safeNext(next, home));
      return <SignInForm words={words} next={next} home={home} resetHref={localizedPath(locale, "/reset-password")} />;
    }
    case "reset-password": {
      const token = one(query.token);
      return token ? (
        <NewPasswordForm words={words} token={token} signInHref={signIn} />
      ) : (
        <ResetRequestForm words={words} />
      );
    }
    case "customer":
    case "customers": {
      if (user?.role === "homeowner") return <HomeownerArea words={words} locale={locale} name={user.name} />;
      const token = one(query.token);
      if (token) return <ClaimForm words={words} token={token} areaHref={home} signInHref={signIn} />;
      // Nobody signed in (or not as a homeowner): the way in, and back here after it.
      redirect(`${signIn}?next=${encodeURIComponent(localizedPath(locale, `/${segments[0]}`))}`);
    }
  }
  notFound();
}
