import { NotFound } from "@/blocks/siteChrome/NotFound";

/** Only for a request whose brand or locale is unknown, so no brand chrome to show. */
export default function BrandNotFound() {
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}
