import { isEnglishOnlyPath } from "./locale";

/**
 * What surrounds a page (spec 2.5):
 * - header "full": logo, the brand's menu, language switch and phone;
 * - header "phone": logo, language switch and phone, no menu (questionnaires and ad landings,
 *   where the visitor has one thing to do);
 * - header "none", and footer false, where the spec shows the page bare;
 * - account: the sign-in action the header shows ("logout" in the customer area, "login" on the
 *   lead portal, Logout there too once signed in).
 */
export type Chrome = {
  header: "full" | "phone" | "none";
  footer: boolean;
  account: "logout" | "login" | null;
  /** False on pages in English only (the partners' portal): no language switch (issue 58 item 12). */
  languages: boolean;
};

type PathChrome = Omit<Chrome, "languages">;

const full: PathChrome = { header: "full", footer: true, account: null };
const phone: PathChrome = { header: "phone", footer: true, account: null };

/**
 * Every questionnaire step's chrome, /free-report's and each flow's …/results among them (spec
 * 2.5): the phone header, where the visitor has one thing to do.
 */
export const QUESTIONNAIRE_CHROME: Chrome = { ...phone, languages: true };

/** Spec 2.5's named paths; a path below one of them has its chrome too. */
const SPECIAL: readonly (readonly [string, PathChrome])[] = [
  ["/margin_calculator", { header: "phone", footer: false, account: null }],
  ["/customers", { header: "full", footer: true, account: "logout" }],
  ["/customer", { header: "full", footer: true, account: "logout" }],
  ["/earning", { header: "none", footer: false, account: null }],
  ["/leads", { header: "full", footer: true, account: "login" }],
  // The staff console is a work tool: the header without the marketing menu, Logout, no footer.
  ["/admin", { header: "phone", footer: false, account: "logout" }],
  // Ad landings (spec 2.6 and the entry pages named beside it): the phone header, as the spec
  // names for /go-solar-savings-slick.
  ["/go-solar-savings-slick", phone],
  ["/go-solar-slick", phone],
  ["/homeowner-hack", phone],
  ["/go-solar-savings", phone],
  // A questionnaire, named among the special cases: its steps have QUESTIONNAIRE_CHROME anyway.
  ["/free-report", phone],
];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The chrome of a public path without its /es prefix that is not a questionnaire step. */
export function chromeOf(path: string): Chrome {
  const special = SPECIAL.find(([base]) => under(path, base))?.[1];
  // Spec 2.5's "paths ending /results" are a questionnaire's last step: its chrome.
  const chrome = special ?? (path.endsWith("/results") ? phone : full);
  return { ...chrome, languages: !isEnglishOnlyPath(path) };
}
