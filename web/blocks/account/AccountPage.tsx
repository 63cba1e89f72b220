import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { brandFromParams } from "@/lib/brand/context";
import { localizedPath } from "@/lib/brand/locale";
import { loadBrandKeys, loadFlowPrefixes, loadWords } from "@/lib/content/loaders";
import { BILL_BANDS } from "@/lib/leadFields/bill";
import { sameOriginPath } from "@/lib/security/sameOriginPath";
import { HOME_OF_ROLE, roleOfPath } from "@/lib/server/auth/areas";
import { signedInUser } from "@/lib/server/auth/session";
import { ClaimForm } from "./ClaimForm";
import { StaffConsole } from "./console/StaffConsole";
import { HomeownerArea } from "./HomeownerArea";
import { EarningPage } from "./portal/EarningPage";
import { LeadPortal } from "./portal/LeadPortal";
import { PartnerSignUpForm } from "./portal/PartnerSignUpForm";
import { NewPasswordForm, ResetRequestForm } from "./ResetPasswordForms";
import { SignInForm } from "./SignInForm";
import { SimpleColumns } from "./SimpleColumns";

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
      // Signed in already: on to the area asked for if it is this account's, else to its own.
      // Asked for another role's area, the form stays, to sign in as someone else.
      if (user && (!next || roleOfPath(next) === user.role)) {
        redirect(sameOriginPath(next, localizedPath(locale, HOME_OF_ROLE[user.role])));
      }
      return (
        <SignInForm
          words={words}
          after={sameOriginPath(next, signIn)}
          resetHref={localizedPath(locale, "/reset-password")}
        />
      );
    }
    case "leads": {
      // Spec 1 and 6: the lead portal belongs to the marketplace brand, in English only (issue 58 item 12).
      if (brand.kind !== "leadMarketplace") notFound();
      if (locale !== "en") redirect("/leads");
      if (user?.role === "partner") {
        return (
          <LeadPortal name={user.name} earningHref={localizedPath(locale, "/earning")} words={words} locale={locale} />
        );
      }
      return (
        <SimpleColumns>
          <SignInForm words={words} after={signIn} resetHref={localizedPath(locale, "/reset-password")} />
          <PartnerSignUpForm words={words} />
        </SimpleColumns>
      );
    }
    case "earning": {
      if (brand.kind !== "leadMarketplace") notFound();
      if (locale !== "en") redirect("/earning");
      if (user?.role !== "partner") redirect(`${signIn}?next=${encodeURIComponent(localizedPath(locale, "/earning"))}`);
      return (
        <EarningPage
          name={user.name}
          portalHref={localizedPath(locale, "/leads")}
          signInHref={signIn}
          words={words}
          locale={locale}
        />
      );
    }
    case "admin": {
      if (user?.role !== "staff") redirect(`${signIn}?next=${encodeURIComponent(localizedPath(locale, "/admin"))}`);
      const brands = ((await loadBrandKeys()) ?? []).flatMap((key) => (key ? [key] : []));
      // Flows are content: one published a minute ago is in the filters already.
      return <StaffConsole brands={brands} flows={await loadFlowPrefixes()} name={user.name} />;
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
      const token = one(query.token);
      if (user?.role === "homeowner") {
        // The bill is shown back in the questionnaire's own words for its bands (issue 58 item 6);
        // a project link opened while signed in: its project may be added to this account.
        const billWords = await loadWords("stepWords", brand.slug ?? "", locale, [...BILL_BANDS, "perMonth"]);
        return <HomeownerArea words={words} billWords={billWords} locale={locale} name={user.name} linkToken={token} />;
      }
      if (token) return <ClaimForm words={words} token={token} areaHref={home} signInHref={signIn} />;
      // Nobody signed in (or not as a homeowner): the way in, and back here after it.
      redirect(`${signIn}?next=${encodeURIComponent(localizedPath(locale, `/${segments[0]}`))}`);
    }
  }
  notFound();
}
