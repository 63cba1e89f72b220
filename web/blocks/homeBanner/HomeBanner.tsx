import { dialPhone, formatPhone } from "@/lib/format/phone";
import styles from "./HomeBanner.module.css";

export type HomeBannerProps = {
  heading: string;
  intro?: string | null;
  highlights: string[];
  phone: string;
  callLabel: string;
  /** The way into the questionnaire, labelled from content; none on a brand without one. */
  cta?: { label: string; href: string } | null;
};

/** Spec 2.7 home-page banner: title, three highlights, the way into the questionnaire and a call to an energy advisor. */
export function HomeBanner({ heading, intro, highlights, phone, callLabel, cta }: HomeBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="home-banner-heading">
      <h1 id="home-banner-heading">{heading}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul className={styles.highlights}>
        {highlights.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {cta ? (
          <a className={`call-link ${styles.cta}`} href={cta.href}>
            {cta.label}
          </a>
        ) : null}
        {phone ? (
          <a className="call-link" href={dialPhone(phone)}>
            {callLabel} {formatPhone(phone)}
          </a>
        ) : null}
      </div>
    </section>
  );
}
