import { pageBlockTypes } from "./blocks";
import { brand } from "./documents/brand";
import { competitorListing } from "./documents/competitorListing";
import { contentPage } from "./documents/contentPage";
import { experiment } from "./documents/experiment";
import { flow } from "./documents/flow";
import { footer } from "./documents/footer";
import { footnote } from "./documents/footnote";
import { landingPage } from "./documents/landingPage";
import { legalPage } from "./documents/legalPage";
import { siteSettings } from "./documents/siteSettings";
import { step } from "./documents/step";
import { brandContact, brandTheme, hostName, offerLink } from "./objects/brandParts";
import { choice } from "./objects/choice";
import { consentText } from "./objects/consentText";
import { experimentVariant } from "./objects/experimentVariant";
import { flowStep } from "./objects/flowStep";
import { link, navGroup } from "./objects/link";
import { localeBlockContent, localeString, localeText } from "./objects/localized";
import { seo } from "./objects/seo";
import { homeBanner, landingDefaults, stillWaiting } from "./objects/settingsParts";
import { wordTypes } from "./objects/words";
import { stepInputTypes } from "./steps";

export const documentTypes = [
  brand,
  flow,
  step,
  footer,
  footnote,
  competitorListing,
  legalPage,
  contentPage,
  landingPage,
  siteSettings,
  experiment,
];

/** The one list of schema types. */
export const schemaTypes = [
  ...documentTypes,
  experimentVariant,
  ...wordTypes,
  localeString,
  localeText,
  localeBlockContent,
  choice,
  link,
  navGroup,
  seo,
  consentText,
  hostName,
  brandTheme,
  brandContact,
  offerLink,
  flowStep,
  landingDefaults,
  homeBanner,
  stillWaiting,
  ...stepInputTypes,
  ...pageBlockTypes,
];
