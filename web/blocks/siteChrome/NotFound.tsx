import { css } from "@/styled-system/css";

const box = css({ maxWidth: "2xl", mx: "auto", px: "4", py: "12", textAlign: "center" });
const links = css({ display: "flex", gap: "6", justifyContent: "center", flexWrap: "wrap", mt: "6" });

/**
 * The 404 body inside the brand's chrome. Next gives a not-found file no route parameters, so it
 * speaks both languages rather than guessing one.
 */
export function NotFound() {
  return (
    <section className={box}>
      <h1 lang="en">Page not found</h1>
      <p lang="es">Página no encontrada</p>
      <p>
        <span lang="en">The page you asked for is not here, or has moved.</span>{" "}
        <span lang="es">La página que buscaba no está aquí o se ha movido.</span>
      </p>
      <p className={links}>
        <a href="/" lang="en">
          Go to the home page
        </a>
        <a href="/es" lang="es">
          Ir a la página de inicio
        </a>
      </p>
    </section>
  );
}
