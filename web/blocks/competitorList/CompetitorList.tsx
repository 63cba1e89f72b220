import { memo } from "react";
import type { ResultsWords } from "@/lib/content/words";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import { css, cx } from "@/styled-system/css";
import { heading } from "@/styled-system/recipes/heading";
import { link } from "@/styled-system/recipes/link";
import { fillCopy } from "../steps/parts/fillCopy";

/** One comparison listing as content gives it, in the visitor's language. */
export type Competitor = {
  _id: string;
  name: string | null;
  representsOwnBrand: boolean | null;
  rank: number | null;
  rating: number | null;
  logo: string | null;
  tagline: string | null;
  url: string | null;
  phone: string | null;
  points: string[] | null;
};

/** The listings' own words (results words, Listings). */
export type ListingWords = Pick<ResultsWords, "visitWebsite" | "visitWebsiteOf" | "rating" | "ratingOutOf">;

const listingsClass = css({ display: "flex", flexDirection: "column", gap: "4", listStyle: "none", ps: "0" });
const listingClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  bg: "white",
  borderRadius: "l3",
  p: "5",
});
/**
 * Listings far below the first screen are laid out and painted only as they come near (issue 8:
 * the results step arriving by client navigation laid out every listing in one long task). Not the
 * first ones: a skipped listing that turns out to be on or near the screen is laid out again in
 * the same frame, together with the whole page: with every listing skipped, the results' first
 * frame took 148-165 ms at 4x CPU; with the first three always rendered, 113-123 ms.
 */
const farListingClass = css({ contentVisibility: "auto", containIntrinsicSize: "auto 360px" });
/** How many listings are always rendered: three fill more than a phone's first screen. */
const LISTINGS_RENDERED_UP_FRONT = 3;
// Two whole classes, not one overriding the other: atomic classes do not override by order.
const otherListingClass = css({ borderWidth: "1px", borderColor: "border" });
const ownListingClass = css({ borderWidth: "2px", borderColor: "brand.solid" });
const listingHeadClass = css({ display: "flex", alignItems: "center", gap: "4" });
// A fixed box: sized by the image, the name beside it moved sideways when the logo arrived (a layout shift).
const logoClass = css({ height: "10", width: "32", flexShrink: "0", objectFit: "contain", objectPosition: "left" });
const nameClass = heading({ size: "lg" });
const ratingClass = css({ fontWeight: "semibold" });
const starClass = css({ color: "orange.500", me: "1" });
const taglineClass = css({ fontWeight: "medium" });
const pointsClass = css({ ps: "5", listStyle: "disc", display: "flex", flexDirection: "column", gap: "1" });
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "5" });
const linkClass = cx(link({ variant: "underline" }), css({ fontWeight: "semibold", minHeight: "11" }));
const srOnly = css({ srOnly: true });

/** "(888) 555-0131", dialled with +1; null when the number is not a US 10-digit one. */
const phoneOf = (raw: string | null | undefined): { dial: string; shown: string } | null => {
  const digits = phoneDigits(raw ?? "");
  return digits.length === 10 ? { dial: dialPhone(digits), shown: formatPhone(digits) } : null;
};

/**
 * Memoised: the results add one listing a frame (useCountInFrames), and the ones already shown
 * must not be rendered again each time (issue 8: each frame re-rendered every listing so far).
 */
const Listing = memo(function Listing({
  competitor,
  brand,
  copy,
  far,
  details,
}: {
  competitor: Competitor;
  brand: { name: string; phone: string };
  copy: ListingWords;
  far: boolean;
  /** Its points and links; without them, the name, rating and tagline alone. */
  details: boolean;
}) {
  const own = competitor.representsOwnBrand === true;
  const name = own ? brand.name : (competitor.name ?? "");
  const phone = phoneOf(own ? brand.phone : competitor.phone);
  const rating = typeof competitor.rating === "number" ? competitor.rating.toFixed(1) : null;
  // The own listing stands for the site the visitor is on: no link away from it.
  const website = !own && competitor.url ? competitor.url : null;
  return (
    <li className={cx(listingClass, own ? ownListingClass : otherListingClass, far && farListingClass)}>
      <div className={listingHeadClass}>
        {competitor.logo ? (
          <img src={competitor.logo} alt="" className={logoClass} loading="lazy" decoding="async" />
        ) : null}
        <div className={css({ flex: "1" })}>
          <h3 className={nameClass}>{name}</h3>
          {rating ? (
            <p className={ratingClass} data-testid="rating">
              <span className={srOnly}>{copy.rating} </span>
              <span aria-hidden="true" className={starClass}>
                ★
              </span>
              {rating}
              <span className={srOnly}>{copy.ratingOutOf}</span>
            </p>
          ) : null}
        </div>
      </div>
      {competitor.tagline ? <p className={taglineClass}>{competitor.tagline}</p> : null}
      {details && competitor.points && competitor.points.length > 0 ? (
        <ul className={pointsClass}>
          {competitor.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {details && (phone || website) ? (
        <div className={actionsClass}>
          {phone ? (
            <a href={phone.dial} className={linkClass}>
              <span aria-hidden="true">☎ </span>
              {phone.shown}
            </a>
          ) : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {copy.visitWebsite}
              <span className={srOnly}>{fillCopy(copy.visitWebsiteOf, { name })}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

/**
 * Spec 3's comparison: listings ranked as content orders them, the first standing for the visiting
 * brand (its own name and phone, no link away). Shared by the results step and content pages.
 */
export function CompetitorList({
  competitors,
  brand,
  words,
  lastWithoutDetails = false,
}: {
  competitors: readonly Competitor[];
  brand: { name: string; phone: string };
  words: ListingWords;
  /** The last listing without its points and links yet (the results add them a frame later). */
  lastWithoutDetails?: boolean;
}) {
  const ranked = [...competitors].sort(
    (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY),
  );
  return (
    <ol className={listingsClass}>
      {ranked.map((competitor, index) => (
        <Listing
          key={competitor._id}
          competitor={competitor}
          brand={brand}
          copy={words}
          far={index >= LISTINGS_RENDERED_UP_FRONT}
          details={!(lastWithoutDetails && index === ranked.length - 1)}
        />
      ))}
    </ol>
  );
}
