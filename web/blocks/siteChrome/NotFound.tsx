import { loadWords } from "@/lib/content/loaders";
import { css } from "@/styled-system/css";

const box = css({ maxWidth: "2xl", mx: "auto", px: "4", py: "12", textAlign: "center" });
const links = css({ display: "flex", gap: "6", justifyContent: "center", flexWrap: "wrap", mt: "6" });

/**
 * The 404 body inside the brand's chrome, in the site's words from content. Next gives a
 * not-found file no route parameters, so it speaks both languages rather than guessing one.
 */
export async function NotFound() {
  const [en, es] = await Promise.all([loadWords("siteWords", "", "en"), loadWords("siteWords", "", "es")]);
  return (
    <section className={box}>
      <h1 lang="en">{en.notFoundTitle}</h1>
      <p lang="es">{es.notFoundTitle}</p>
      <p>
        <span lang="en">{en.notFoundText}</span> <span lang="es">{es.notFoundText}</span>
      </p>
      <p className={links}>
        <a href="/" lang="en">
          {en.notFoundHome}
        </a>
        <a href="/es" lang="es">
          {es.notFoundHome}
        </a>
      </p>
    </section>
  );
}
