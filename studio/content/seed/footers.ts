import { type BrandSeed, brandSeeds } from "./brands";
import { keyed, ls, lt, ref, type Schema, type Seed } from "./lib";

/** The five offer footnotes, worded per brand kind and numbered by their order in the footer. */
const footnoteTexts = (brandName: string, roof: boolean) => [
  {
    key: "eligibility",
    text: lt(
      "Offers are available to homeowners 18 years of age or older. Renters and people under 18 do not qualify.",
      "Las ofertas están disponibles para propietarios de 18 años o más. Los inquilinos y menores de 18 años no califican.",
    ),
  },
  {
    key: "no-cost-down",
    text: roof
      ? lt(
          "No cost down applies to approved financing only; monthly payments, interest and terms depend on credit approval by the lender.",
          "Sin pago inicial aplica solo a financiamiento aprobado; los pagos mensuales, intereses y plazos dependen de la aprobación de crédito del prestamista.",
        )
      : lt(
          "No cost down refers to lease and power-purchase agreements, where a third party owns the system and you pay for the power it produces. Purchased systems and loans have costs.",
          "Sin pago inicial se refiere a contratos de arrendamiento y de compra de energía, en los que un tercero es dueño del sistema y usted paga la energía que produce. Los sistemas comprados y los préstamos tienen costos.",
        ),
  },
  {
    key: "net-metering",
    text: lt(
      "Savings depend on your usage, roof, utility rates and your state's net metering or net billing rules, which vary and can change. Savings are estimates, not guarantees.",
      "El ahorro depende de su consumo, su techo, las tarifas de su compañía eléctrica y las reglas de medición neta o facturación neta de su estado, que varían y pueden cambiar. Los ahorros son estimaciones, no garantías.",
    ),
  },
  {
    key: "tax-credit",
    text: lt(
      "The federal residential clean energy credit (IRC 25D) does not apply to systems installed after December 31, 2025. State and utility incentives vary; consult a tax professional.",
      "El crédito federal de energía limpia residencial (IRC 25D) no se aplica a sistemas instalados después del 31 de diciembre de 2025. Los incentivos estatales y de servicios públicos varían; consulte a un profesional de impuestos.",
    ),
  },
  {
    key: "battery-brand",
    text: lt(
      `${brandName} is not affiliated with, endorsed by or sponsored by any battery manufacturer. Product names are the property of their owners.`,
      `${brandName} no está afiliado, respaldado ni patrocinado por ningún fabricante de baterías. Los nombres de productos son propiedad de sus dueños.`,
    ),
  },
];

/**
 * The offers' footnotes speak to homeowners: the marketplace, whose visitors are sales pros,
 * has none (issue 58 item 12).
 */
const withOffers = (seed: BrandSeed) => seed.kind !== "leadMarketplace";

export const footnotes: Seed<Schema.Footnote>[] = brandSeeds.filter(withOffers).flatMap((seed) =>
  footnoteTexts(seed.name, seed.kind === "roofFinance").map(
    ({ key, text }): Seed<Schema.Footnote> => ({
      _id: `footnote.${seed.id}.${key}`,
      _type: "footnote",
      brand: ref(`brand.${seed.id}`),
      key,
      text,
    }),
  ),
);

const legalLink = (en: string, es: string, href: string) => ({ _type: "link" as const, label: ls(en, es), href });

/** Who answers the phone, by brand kind: energy advisors on solar brands only (English, Spanish). */
const whoAnswers: Record<BrandSeed["kind"], [string, string]> = {
  solarSavings: ["an energy advisor", "un asesor de energía"],
  homeServices: ["an advisor", "un asesor"],
  roofFinance: ["a roofing advisor", "un asesor de techos"],
  leadMarketplace: ["our partner team", "nuestro equipo de socios"],
};

export const footers: Seed<Schema.Footer>[] = brandSeeds.map((seed): Seed<Schema.Footer> => {
  const termsPath = seed.id === "homewisehub" ? "/legal/terms-of-use" : "/legal/terms";
  const links = [
    legalLink("Terms of Use", "Términos de uso", termsPath),
    legalLink("Privacy Policy", "Política de privacidad", "/legal/privacy-policy"),
    legalLink("Advertising Disclosures", "Divulgaciones publicitarias", "/legal/advertising-disclosures"),
    legalLink("TCPA Agreement", "Acuerdo TCPA", "/legal/tcpa-agreement"),
    legalLink("Do Not Call Policy", "Política de no llamar", "/legal/do-not-call-policy"),
    legalLink("Marketing Partners", "Socios de marketing", "/legal/partners"),
    legalLink(
      "Do Not Sell or Share My Personal Information",
      "No vender ni compartir mi información personal",
      "/legal/do-not-sell-or-share-my-personal-information",
    ),
    ...(seed.kind === "leadMarketplace"
      ? [
          legalLink("Lead Provision Agreement", "Acuerdo de suministro de clientes", "/legal/lead-provision-agreement"),
          legalLink(
            "Affiliate Marketing Policy",
            "Política de marketing de afiliados",
            "/legal/affiliate-marketing-policy",
          ),
          legalLink("Ad Copy Guidelines", "Pautas de textos publicitarios", "/ad-copy-guidelines"),
        ]
      : []),
  ];
  return {
    _id: `footer.${seed.id}`,
    _type: "footer",
    brand: ref(`brand.${seed.id}`),
    legalLinks: keyed(`footer.${seed.id}.links`, links),
    contactLine: ls(
      `Questions? Call ${whoAnswers[seed.kind][0]} Monday to Saturday, 8 am to 8 pm Eastern, or write to support@${seed.domain}.`,
      `¿Preguntas? Llame a ${whoAnswers[seed.kind][1]} de lunes a sábado, de 8 am a 8 pm hora del Este, o escriba a support@${seed.domain}.`,
    ),
    disclosure: lt(
      `${seed.name} is a free marketing service operated by Homefront Marketing LLC. We are not a solar installer, lender or government agency. We connect homeowners with independent companies that may contact you about your request and that pay us for referrals.`,
      `${seed.name} es un servicio de marketing gratuito operado por Homefront Marketing LLC. No somos un instalador solar, prestamista ni agencia del gobierno. Conectamos a propietarios con empresas independientes que pueden contactarlo sobre su solicitud y que nos pagan por las referencias.`,
    ),
    ...(withOffers(seed)
      ? {
          footnotes: keyed(
            `footer.${seed.id}.footnotes`,
            footnoteTexts(seed.name, false).map(({ key }) => ref(`footnote.${seed.id}.${key}`)),
          ),
        }
      : {}),
    copyright: ls(
      `© {year} ${seed.tradeName}. All rights reserved.`,
      `© {year} ${seed.tradeName}. Todos los derechos reservados.`,
    ),
    satisfactionBanner: ls("Average 99% Customer Satisfaction Score", "Promedio de 99% de satisfacción del cliente"),
  };
});
