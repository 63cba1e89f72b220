import { OFFER_CATEGORIES, type OfferCategory } from "../constants";

/**
 * Every word the site shows that is not a question, an answer or a page's own content: one field
 * each, site-wide in Site settings (all required), and optionally replaced per brand. A group is
 * one object field; its sections are fieldsets in the Studio. `{…}` parts are filled in by the site.
 * A section that names `steps`, `categories` or `layouts` is sent only to a page that has one of
 * those step types, is about one of those kinds of offer, or uses one of those flow layouts.
 */
type Section = {
  title: string;
  steps?: readonly string[];
  categories?: readonly OfferCategory[];
  /** Flow layouts of spec 2.7 (FLOW_LAYOUTS, a flow's `layout` in content). */
  layouts?: readonly string[];
  words: Record<string, string>;
};
/** What a page is, for choosing the sections it shows. */
export type WordsShownOn = { steps?: readonly string[]; category?: OfferCategory; layout?: string };

type CategoryKey = `${OfferCategory}_${CategoryWord}`;
type CategorySection = {
  title: string;
  steps: readonly string[];
  categories: readonly OfferCategory[];
  words: Record<CategoryKey, string>;
};

/** One section per kind of offer, its words named `{category}_{word}`. */
const categorySections = (): Record<OfferCategory, CategorySection> =>
  Object.fromEntries(
    OFFER_CATEGORIES.map(({ value, title }) => [
      value,
      {
        title: `Results: ${title}`,
        steps: ["resultsInput", "interstitialInput"],
        categories: [value],
        words: {
          [`${value}_estimateHeading`]: "Estimate heading",
          [`${value}_comparisonHeading`]: "Heading over the listings",
          [`${value}_estimateUnavailable`]: "When the estimate fails",
          [`${value}_estimateNote`]: "Note under the estimate",
          [`${value}_noEstimate`]: "When no figure fits the offer",
        } as Record<CategoryKey, string>,
      },
    ]),
  ) as unknown as Record<OfferCategory, CategorySection>;

/** What the results say about one kind of offer (issue 7 item 6: solar wording only in solar flows). */
export const CATEGORY_WORDS = [
  "estimateHeading",
  "comparisonHeading",
  "estimateUnavailable",
  "estimateNote",
  "noEstimate",
] as const;
export type CategoryWord = (typeof CATEGORY_WORDS)[number];

export const WORD_GROUPS = {
  stepWords: {
    title: "Questionnaire words",
    description: "The words around every question (buttons, field names, messages, step screens, flow headings).",
    sections: {
      everyStep: {
        title: "Every step",
        words: {
          continue: "Continue button",
          back: "Back link",
          progress: "Progress bar's name",
          yes: "Yes",
          no: "No",
          required: "Message: no answer chosen",
          chooseAtLeastOne: "Message: none of several chosen",
          zip: "ZIP code field",
          streetAddress: "Street address field",
          firstName: "First name field",
          lastName: "Last name field",
          email: "Email field",
          phone: "Phone number field",
          theNumberAbove: "Consent text's stand-in for a number not typed yet",
          loading: "Loading…",
          perMonth: "An amount a month, with {amount}",
          monthlyBill: "Monthly electric bill",
        },
      },
      noCostSolarHeading: {
        title: "Flow heading: no-cost solar",
        layouts: ["noCostSolar"],
        words: { noCostSolarHero: "Heading over the step" },
      },
      solarReportHeading: {
        title: "Flow heading: solar report",
        layouts: ["solarReport"],
        words: { solarReportTitle: "Title" },
      },
      powerPaybackHeading: {
        title: "Flow heading: power payback",
        layouts: ["powerPayback"],
        words: {
          paybackTitleInState: "Title, with {state}",
          paybackTitle: "Title before the state is known",
          paybackFormInState: "Subtitle, with {state}",
          paybackForm: "Subtitle before the state is known",
        },
      },
      criteriaInput: {
        title: "Criteria step",
        steps: ["criteriaInput"],
        words: {
          meetCriteria: "Checkbox: I meet these criteria",
          confirmCriteria: "Message: box not checked",
        },
      },
      monthlyBillInput: {
        title: "Monthly bill step",
        steps: ["monthlyBillInput"],
        words: {
          billBand: "Range shown under the slider, with {band}",
          below_100: "Range: under $100",
          between_100_150: "Range: $100–$150",
          between_151_200: "Range: $151–$200",
          above_200: "Range: over $200",
        },
      },
      phoneVerificationInput: {
        title: "Phone verification step",
        steps: ["phoneVerificationInput"],
        words: {
          yourPhone: "Before sending, with {phone}",
          noPhone: "No phone number yet",
          sendCode: "Send code button",
          codeSent: "After sending, with {phone}",
          sendFailed: "Message: sending failed",
          code: "Code field",
          codeRequired: "Message: code missing, with {n} digits",
          checkFailed: "Message: checking failed",
          resendCode: "Send a new code button",
          resendIn: "Wait before a new code, with {n} seconds",
        },
      },
      zipConfirmInput: {
        title: "ZIP confirm step",
        steps: ["zipConfirmInput"],
        words: { change: "Change button" },
      },
      interstitialInput: {
        title: "Waiting screens and the free report",
        steps: ["interstitialInput"],
        words: {
          reportReady: "The report is ready",
          energyReport: "Report title (solar)",
          report: "Report title (other offers)",
          preparedFor: "Prepared for",
          preparedOn: "Date",
          homeAddress: "Home address",
          print: "Print button",
        },
      },
    },
  },
  resultsWords: {
    title: "Results words",
    description: "The estimate's figures, the listings, and what the results say for each kind of offer.",
    sections: {
      estimate: {
        title: "Estimate",
        steps: ["resultsInput", "interstitialInput"],
        words: {
          estimateLoading: "Estimate loading",
          years: "Years, with {n}",
        },
      },
      solarFigures: {
        title: "Estimate figures: solar",
        steps: ["resultsInput", "interstitialInput"],
        categories: ["solar"],
        words: {
          systemSize: "System size",
          kilowatts: "Size, with {n} kW",
          estimatedCost: "Estimated cost",
          beforeIncentives: "Cost, with {amount}",
          firstYearSavings: "First-year savings",
          savings25Year: "25-year savings",
          payback: "Payback period",
          paybackNotReached: "Payback beyond 25 years",
        },
      },
      leaseFigures: {
        title: "Estimate figures: solar for no cost at install (lease or PPA)",
        steps: ["resultsInput", "interstitialInput"],
        categories: ["solar"],
        words: {
          leaseInstallCost: "Cost at install",
          leasePayment: "Monthly payment in the first year",
          leasePerMonth: "An amount a month, with {amount}",
          leaseMonthlySaving: "Monthly saving in the first year",
          leaseNoSaving: "When the payment would not be below the saving",
          leaseAgainstBill: "Under the saving, with the bill {amount}",
          leaseEscalator: "Payment escalator",
          leaseEscalatorRate: "Escalator, with {n} percent",
          leaseAssumes: "Note: what the figures assume, with {n} percent",
        },
      },
      roofFigures: {
        title: "Estimate figures: roof",
        steps: ["resultsInput", "interstitialInput"],
        categories: ["roof"],
        words: {
          priceRange: "Estimated price range",
          range: "Range, with {low} and {high}",
          roofArea: "Roof area",
          squareFeet: "Area, with {low} and {high}",
          material: "Material",
          asphalt_shingle: "Material: asphalt shingle",
          metal: "Material: metal",
          tile: "Material: tile",
          slate: "Material: slate",
          wood_shake: "Material: wood shake",
          flat_membrane: "Material: flat roof membrane",
          includes: "Includes, with {list}",
          extra_layer_tear_off: "Included: removing extra layers",
          sheathing: "Included: a new roof deck",
          gutters: "Included: new gutters",
          assumedTypicalHome: "When a typical home was priced",
        },
      },
      loanFigures: {
        title: "Estimate figures: loan",
        steps: ["resultsInput", "interstitialInput"],
        categories: ["solar_loans"],
        words: {
          monthlyPayment: "Estimated monthly payment",
          paymentPerMonth: "Payment, with {amount}",
          loanAmount: "Loan amount",
          apr: "APR",
          percent: "Percent, with {n}",
          term: "Term",
          months: "Months, with {n}",
        },
      },
      projectAccount: {
        title: "Following the project",
        steps: ["resultsInput"],
        words: {
          requestReceived: "Results after the flow's last step: the request is in",
          advisorWillContact: "Results after the flow's last step: who may call, with {phone}",
          followProject: "Text before the link to the homeowner's project account",
          followProjectLink: "Link to set up the project account",
        },
      },
      listings: {
        title: "Listings",
        steps: ["resultsInput"],
        words: {
          visitWebsite: "Listing's link",
          visitWebsiteOf: "Listing's link, for screen readers, with {name}",
          rating: "Rating",
          ratingOutOf: "Rating's scale",
        },
      },
      ...categorySections(),
    },
  },
  siteWords: {
    title: "Page words",
    description:
      "The words of the site's own pages: header, menu, home page, legal pages, page not found, preview bar.",
    sections: {
      pages: {
        title: "Every page",
        words: {
          skipToContent: "Skip link",
          legalLinks: "Footer's legal links (name for screen readers)",
          legalEffective: "Legal page: effective date, with {date}",
          legalVersion: "Legal page: version, with {version}",
          notFoundTitle: "Page not found: heading",
          notFoundText: "Page not found: text",
          notFoundHome: "Page not found: link to the home page",
          previewShowing: "Preview bar: drafts are shown",
          previewExit: "Preview bar: leave preview",
        },
      },
      header: {
        title: "Header and menu",
        words: {
          callAdvisor: "Call button",
          home: "Logo link's name (after the brand's name)",
          portal: "Lead portal link",
          logIn: "Log in link",
          otherLanguage: "Language switch (names the other language)",
          otherLanguageName: "Language switch, for screen readers",
          menu: "Menu button (phones)",
          mainMenu: "Menu's name for screen readers",
        },
      },
      home: {
        title: "Home page",
        words: {
          offers: "Heading over the offers",
        },
      },
      visitRecord: {
        title: "Legal pages: your visit",
        words: {
          visitHeading: "Heading",
          visitIntro: "Introduction",
          visitIp: "IP address",
          visitUserAgent: "Browser",
          visitDate: "Date",
          visitUnknown: "When a value is not known",
        },
      },
    },
  },
  calculatorWords: {
    title: "Calculator words",
    description: "The labels and results of the calculators on content pages.",
    sections: {
      solarSavings: {
        title: "Solar savings calculator",
        words: { solarZip: "ZIP code field", solarBill: "Monthly bill field" },
      },
      salesCommission: {
        title: "Sales commission calculator",
        words: {
          systemSizeKw: "System size field",
          soldPricePerWatt: "Sold price field",
          redlinePerWatt: "Redline field",
          setterSplitPercent: "Setter split field",
          leadCost: "Lead price field",
          closeRatePercent: "Close rate field",
          grossCommission: "Result: gross commission",
          setterShare: "Result: setter's share",
          yourCommission: "Result: your commission",
          leadCostPerDeal: "Result: lead cost per deal",
          netCommission: "Result: net after lead costs",
          netPerWatt: "Result: net per watt",
          commissionResults: "Results heading",
        },
      },
      margin: {
        title: "Job margin calculator",
        words: {
          systemWatts: "System size field",
          equipmentCost: "Equipment cost field",
          laborCost: "Labor cost field",
          otherCost: "Other costs field",
          contractPrice: "Contract price field",
          targetMarginPercent: "Target margin field",
          totalCost: "Result: total cost",
          grossProfit: "Result: gross profit",
          grossMargin: "Result: gross margin",
          markup: "Result: markup",
          costPerWatt: "Result: cost per watt",
          pricePerWatt: "Result: price per watt",
          profitPerWatt: "Result: profit per watt",
          targetPrice: "Result: price for the target margin",
          noTargetPrice: "Result: no price reaches the target",
          marginResults: "Results heading",
        },
      },
    },
  },
  accountWords: {
    title: "Account words",
    description: "The words of the signed-in areas: signing in, passwords, the homeowner's project area.",
    sections: {
      signIn: {
        title: "Signing in",
        words: {
          signInTitle: "Sign-in page: heading",
          username: "Username field",
          password: "Password field",
          signInButton: "Sign-in button",
          signInFailed: "Message: wrong username or password",
          tooManyAttempts: "Message: too many attempts",
          somethingWrong: "Message: any other failure",
          forgotPassword: "Link: forgot password",
          confirmEmailFirst: "Message: a partner signs in before confirming their e-mail",
          logOut: "Logout button (header)",
          passwordRules: "Hint under a new password",
        },
      },
      resetPassword: {
        title: "Password reset",
        words: {
          resetTitle: "Heading",
          resetIntro: "Text above the e-mail field",
          email: "E-mail field",
          resetSend: "Button: send the link",
          resetSent: "Message: link sent",
          newPassword: "New password field",
          resetSave: "Button: save the new password",
          resetDone: "Message: password changed",
          resetExpired: "Message: link expired or used",
        },
      },
      homeowner: {
        title: "Homeowner's project area",
        words: {
          claimTitle: "Setting up the account: heading",
          claimIntro: "Setting up the account: text",
          claimButton: "Setting up the account: button",
          claimTaken: "Setting up the account: already done",
          claimKnownEmail: "Setting up the account: the e-mail has an account already (sign in to add the project)",
          addProjectPrompt: "Project area: a link's project is not in the account yet",
          addProjectButton: "Project area: button that adds the link's project",
          addProjectDone: "Project area: the link's project was added",
          addProjectRefused: "Project area: the link's project cannot join this account",
          areaTitle: "Project area: heading",
          areaGreeting: "Project area: greeting, with {name}",
          recordHeading: "Heading over the homeowner's details",
          recordError: "Message: details could not be loaded",
          fieldName: "Detail: name",
          fieldEmail: "Detail: e-mail",
          fieldPhone: "Detail: phone",
          fieldAddress: "Detail: address",
          fieldBill: "Detail: monthly electric bill",
          stageHeading: "Heading over the project stages",
          stageCurrent: "Label of the current stage",
          stageDone: "Label of a stage done",
          stageAhead: "Label of a stage to come",
          stageUpdated: "When the stage last changed, with {date}",
        },
      },
      leadPortal: {
        title: "Lead portal (partners)",
        words: {
          partnerSignUpTitle: "Partner sign-up: heading",
          partnerSignUpIntro: "Partner sign-up: text",
          fullName: "Full name field",
          chooseUsername: "New username field",
          choosePassword: "New password field",
          partnerSignUpButton: "Partner sign-up: button",
          accountNotMade: "Message: the account could not be made",
          partnerCheckEmail: "Partner sign-up: done, confirm the e-mail",
          portalTitle: "Portal: heading",
          signedInAs: "Signed in as, with {name}",
          earningLink: "Link to the earnings page",
          yourLeads: "Heading over the partner's leads",
          leadsError: "Message: leads could not be loaded",
          noLeads: "When no lead is assigned yet",
          complete: "Lead complete",
          partial: "Lead not complete",
          referralLead: "A lead that came from a referral",
          consentEvidence: "Button: show the consent evidence",
          noConsent: "When a lead gave no consent",
          consentText: "Consent: its text",
          consentVersion: "Consent: version",
          consentAccepted: "Consent: when (Los Angeles time)",
          consentPhone: "Consent: phone consented to",
          consentIp: "Consent: IP address",
          consentUserAgent: "Consent: user agent",
          consentPage: "Consent: page",
          consentCertificate: "Consent: certificate URL",
          consentLeadId: "Consent: lead-id token",
          referTitle: "Referral form: heading",
          firstName: "First name field",
          lastName: "Last name field",
          phone: "Phone field",
          referButton: "Referral form: button",
          referSent: "Message: referral sent, with {name}",
          referFailed: "Message: referral not sent",
        },
      },
      earning: {
        title: "Earnings page (partners)",
        words: {
          backToPortal: "Link back to the portal",
          earningTitle: "Heading",
          earned: "Total earned",
          expected: "Total expected",
          referralCount: "Number of referrals",
          commissionNote: "How the commission is worked out",
          noReferrals: "When there is no referral yet",
          referralsError: "Message: referrals could not be loaded",
          colHomeowner: "Column: homeowner",
          colReferred: "Column: when referred (Los Angeles time)",
          colStage: "Column: project stage",
          colCommission: "Column: commission",
          statusEarned: "Commission earned",
          statusExpected: "Commission expected",
        },
      },
      projectStages: {
        title: "Project stages (spec 3, in order)",
        words: {
          stageDataCollection: "Data Collection",
          stagePictures: "Pictures",
          stageDesign: "Design",
          stageContract: "Contract",
          stagePermitSubmission: "Permit Submission",
          stagePayment: "Payment",
          stageInstall: "Install",
          stageInspection: "Inspection",
          stagePto: "PTO (permission to operate)",
        },
      },
    },
  },
} as const satisfies Record<string, { title: string; description: string; sections: Record<string, Section> }>;

type Groups = typeof WORD_GROUPS;
export type WordGroup = keyof Groups;
type SectionsOf<G extends WordGroup> = Groups[G]["sections"];
/** A group's word names, over all its sections. */
export type WordKey<G extends WordGroup> = {
  [S in keyof SectionsOf<G>]: SectionsOf<G>[S] extends { words: infer W } ? keyof W & string : never;
}[keyof SectionsOf<G>];

/** Every word of a group, name → the label the Studio shows. */
export const wordLabels = <G extends WordGroup>(group: G): Record<WordKey<G>, string> =>
  Object.assign({}, ...Object.values(WORD_GROUPS[group].sections).map((section) => (section as Section).words));

const shows = (wanted: readonly string[] | undefined, value: readonly string[] | string | undefined) =>
  !wanted || (typeof value === "string" ? wanted.includes(value) : (value ?? []).some((item) => wanted.includes(item)));

/** The words of the sections a page shows, given its step types, its kind of offer and its flow layout. */
export const wordKeysFor = <G extends WordGroup>(group: G, page: WordsShownOn): WordKey<G>[] =>
  Object.values(WORD_GROUPS[group].sections).flatMap((section) => {
    const { steps, categories, layouts, words } = section as Section;
    return shows(steps, page.steps) && shows(categories, page.category) && shows(layouts, page.layout)
      ? (Object.keys(words) as WordKey<G>[])
      : [];
  });

export type StepWords = Record<WordKey<"stepWords">, string>;
export type SiteWords = Record<WordKey<"siteWords">, string>;
export type CalculatorWords = Record<WordKey<"calculatorWords">, string>;
export type AccountWords = Record<WordKey<"accountWords">, string>;
/** The results words for one kind of offer: its category's words under their plain names. */
export type ResultsWords = Record<Exclude<WordKey<"resultsWords">, CategoryKey> | CategoryWord, string>;

/** The words of one section of a group (a calculator's, say). */
export const sectionWordKeys = <G extends WordGroup>(group: G, section: keyof SectionsOf<G> & string): WordKey<G>[] =>
  Object.keys((WORD_GROUPS[group].sections as Record<string, Section>)[section]?.words ?? {}) as WordKey<G>[];
