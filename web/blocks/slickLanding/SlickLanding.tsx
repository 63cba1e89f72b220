import { dialPhone, formatPhone } from "@/lib/format/phone";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes/button";

export type SlickLandingContent = {
  adLabel: string;
  title: string;
  highlights: string[];
  image: { url: string | null; alt: string };
  ctaLabel: string;
  callLabel: string;
};

const layoutClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "minmax(0, 1.1fr) minmax(0, 0.9fr)" },
  gap: { base: "6", md: "10" },
  alignItems: "center",
  py: { base: "2", md: "8" },
});
const adLabelClass = css({
  display: "inline-block",
  textStyle: "xs",
  fontWeight: "semibold",
  textTransform: "uppercase",
  letterSpacing: "wider",
  color: "fg.muted",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "l1",
  px: "2",
  py: "0.5",
  mb: "3",
});
const titleClass = css({
  textStyle: { base: "3xl", md: "4xl" },
  fontWeight: "bold",
  lineHeight: "1.15",
  letterSpacing: "tight",
  mb: "5",
});
const highlightsClass = css({ display: "flex", flexDirection: "column", gap: "2", mb: "6", textStyle: "lg" });
const checkClass = css({ color: "brand.solid", fontWeight: "bold", me: "2" });
const actionsClass = css({ display: "flex", flexDirection: "column", gap: "3", maxWidth: { md: "sm" } });
const ctaClass = cx(
  button({ size: "xl", variant: "solid" }),
  css({ minHeight: "14", textDecoration: "none", textStyle: "lg" }),
);
const callClass = cx(
  button({ size: "xl", variant: "outline" }),
  css({ minHeight: "12", textDecoration: "none", bg: "white", whiteSpace: "normal" }),
);
const imageClass = css({ width: "full", height: "auto", borderRadius: "l3" });

/**
 * Spec 2.6's landing screen: it says it is an advertisement, makes its promise, and offers two
 * ways on: the questionnaire (with the ad's query) and a call to an energy advisor.
 */
export function SlickLanding({
  content,
  ctaHref,
  phone,
}: {
  content: SlickLandingContent;
  ctaHref: string;
  /** Ten digits: the brand's phone, else the ad's did_number, else the default (spec 9). */
  phone: string;
}) {
  return (
    <div className={layoutClass} data-landing="">
      <div>
        <p className={adLabelClass}>{content.adLabel}</p>
        <h1 className={titleClass}>{content.title}</h1>
        <ul className={highlightsClass}>
          {content.highlights.map((text) => (
            <li key={text}>
              <span aria-hidden="true" className={checkClass}>
                ✓
              </span>
              {text}
            </li>
          ))}
        </ul>
        <div className={actionsClass}>
          <a className={ctaClass} href={ctaHref} data-landing-cta="">
            {content.ctaLabel}
          </a>
          {phone ? (
            <a className={callClass} href={dialPhone(phone)}>
              {content.callLabel} {formatPhone(phone)}
            </a>
          ) : null}
        </div>
      </div>
      {content.image.url ? (
        // The landing's largest paint: inline when it is a small SVG (inlineSmallSvg), otherwise
        // fetched at high priority from the head (React preloads it).
        <img
          className={imageClass}
          src={content.image.url}
          alt={content.image.alt}
          width={640}
          height={400}
          fetchPriority="high"
        />
      ) : null}
    </div>
  );
}
