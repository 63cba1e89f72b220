import { map } from "rxjs";
import { presentationTool } from "sanity/presentation";
import { previewOrigin } from "../env";
import { FLAGSHIP_DOMAIN, LOCATIONS_QUERY, type LocationsAnswer, locationsOf, siteOrigin } from "./locations";

/**
 * The Presentation tool: the site beside the form, in draft mode (the site's
 * /api/draft-mode/enable checks the secret this tool writes), opening on the flagship brand and
 * allowed onto every brand's origin. Each document lists where it shows, live.
 */
export const homefrontPresentation = () =>
  presentationTool({
    previewUrl: {
      initial: siteOrigin(previewOrigin, FLAGSHIP_DOMAIN),
      previewMode: { enable: "/api/draft-mode/enable" },
    },
    allowOrigins: async ({ client }) => {
      const domains = await client.fetch<string[]>(`*[_type == "brand" && defined(domain)].domain`);
      return domains.map((domain) => siteOrigin(previewOrigin, domain));
    },
    resolve: {
      locations: (params, { documentStore }) =>
        documentStore
          .listenQuery(LOCATIONS_QUERY, { id: params.id }, { perspective: "drafts" })
          .pipe(map((answer: LocationsAnswer) => locationsOf(answer, previewOrigin))),
    },
  });
