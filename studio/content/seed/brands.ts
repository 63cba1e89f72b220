import { flowLists } from "./flowLists";
import { flowIdFor } from "./flows";
import { image, keyed, ls, lt, ref, type Schema, type Seed, slug } from "./lib";

type BrandKind = "solarSavings" | "homeServices" | "leadMarketplace" | "roofFinance";

export type BrandSeed = {
  id: string;
  name: string;
  kind: BrandKind;
  domain: string;
  phone: string;
  /** Spec 2.3: a flow's prefix, the path of a landing screen, or / for the brand's own home. */
  homeRoute: string;
  /** The home-services site's offers: flow prefix, label (English, Spanish). */
  offers?: [prefix: string, en: string, es: string][];
  theme: Required<Omit<Schema.BrandTheme, "_type">>;
  gtmTagId?: string;
  title: [string, string];
  description: [string, string];
  tradeName: string;
  /** Site words this brand says differently (English, Spanish); the rest come from Site settings. */
  siteWords?: Record<string, [string, string]>;
};

const themes = {
  sunrise: {
    styleClass: "theme-sunrise",
    primary: "#E8590C",
    accent: "#FFD43B",
    background: "#FFF9F2",
    text: "#1F2933",
  },
  ocean: { styleClass: "theme-ocean", primary: "#1864AB", accent: "#4DABF7", background: "#F4F9FF", text: "#102A43" },
  forest: { styleClass: "theme-forest", primary: "#2B8A3E", accent: "#94D82D", background: "#F5FBF4", text: "#1B2E1F" },
  slate: { styleClass: "theme-slate", primary: "#212529", accent: "#FAB005", background: "#F8F9FA", text: "#212529" },
  crimson: {
    styleClass: "theme-crimson",
    primary: "#C92A2A",
    accent: "#FFA94D",
    background: "#FFF8F8",
    text: "#2B1B1B",
  },
  violet: { styleClass: "theme-violet", primary: "#5F3DC4", accent: "#FCC419", background: "#F8F5FF", text: "#21183A" },
  teal: { styleClass: "theme-teal", primary: "#0B7285", accent: "#66D9E8", background: "#F2FBFC", text: "#0B2E35" },
  gold: { styleClass: "theme-gold", primary: "#B07D04", accent: "#1C7ED6", background: "#FFFCF0", text: "#2A2310" },
} satisfies Record<string, BrandSeed["theme"]>;

const solar = (
  id: string,
  name: string,
  domain: string,
  phone: string,
  homeRoute: string,
  theme: keyof typeof themes,
  gtmTagId: string | undefined,
  title: [string, string],
  description: [string, string],
): BrandSeed => ({
  id,
  name,
  kind: "solarSavings",
  domain,
  phone,
  homeRoute,
  theme: themes[theme],
  gtmTagId,
  title,
  description,
  tradeName: `${name} by Homefront Marketing LLC`,
});

/** 17 fictional brands: 13 solar savings programs, one home-services site, one marketplace, two roof brands. */
export const brandSeeds: BrandSeed[] = [
  solar(
    "sunsaver",
    "SunSaver Program",
    "sunsaverprogram.com",
    "8885550101",
    "/savings",
    "sunrise",
    "GTM-K7Q2M4P",
    [
      "SunSaver Program | See what solar can save you",
      "SunSaver Program | Descubra cuánto puede ahorrar con energía solar",
    ],
    [
      "Answer a few questions and see how much a solar system could cut your electric bill, with local installers competing for your roof.",
      "Responda algunas preguntas y vea cuánto podría reducir su factura de luz un sistema solar, con instaladores locales compitiendo por su techo.",
    ],
  ),
  solar(
    "brightpath",
    "BrightPath Solar Savings",
    "brightpathsolar.com",
    "8885550102",
    "/solar",
    "ocean",
    "GTM-W3N8R2L",
    [
      "BrightPath Solar Savings | Solar quotes from vetted installers",
      "BrightPath Solar Savings | Cotizaciones solares de instaladores verificados",
    ],
    [
      "Compare solar offers from vetted local installers in about a minute.",
      "Compare ofertas solares de instaladores locales verificados en aproximadamente un minuto.",
    ],
  ),
  solar(
    "powerpayback",
    "State Power Payback",
    "statepowerpayback.com",
    "8885550103",
    "/power-payback",
    "gold",
    "GTM-P9B4X6D",
    [
      "State Power Payback | Check your state's solar programs",
      "State Power Payback | Consulte los programas solares de su estado",
    ],
    [
      "See which solar and battery programs homeowners in your state can use to pay back their power costs.",
      "Vea qué programas solares y de baterías pueden usar los propietarios de su estado para recuperar sus costos de energía.",
    ],
  ),
  solar(
    "gosolarsavings",
    "Go Solar Savings",
    "gosolarsavings.com",
    "8885550104",
    "/go-solar-savings",
    "sunrise",
    "GTM-T5H1C8V",
    ["Go Solar Savings | Get paid to go solar", "Go Solar Savings | Le pagan por pasarse a la energía solar"],
    [
      "Homeowners are switching to solar and battery backup with no cost at install. See if your home qualifies in 60 seconds.",
      "Los propietarios se cambian a energía solar con batería sin costo al instalar. Vea si su casa califica en 60 segundos.",
    ],
  ),
  solar(
    "absolutesavings",
    "Absolute Home Savings",
    "absolutehomesavings.com",
    "8885550105",
    "/absolute-savings",
    "teal",
    "GTM-A2F7J9K",
    [
      "Absolute Home Savings | Every way to save on your home",
      "Absolute Home Savings | Todas las formas de ahorrar en su hogar",
    ],
    [
      "One short check-up finds savings on solar, windows, roofing, insurance and more.",
      "Una breve revisión encuentra ahorros en energía solar, ventanas, techos, seguros y más.",
    ],
  ),
  solar(
    "nocostsolar",
    "Zero Down Solar Club",
    "zerodownsolarclub.com",
    "8885550106",
    "/savings",
    "forest",
    "GTM-Z4D6S1Q",
    [
      "Zero Down Solar Club | Solar and battery with no cost at install",
      "Zero Down Solar Club | Solar y batería sin costo al instalar",
    ],
    [
      "Lease and power-purchase plans that put solar and battery backup on your roof with nothing due at install.",
      "Planes de arrendamiento y compra de energía que instalan paneles y batería en su techo sin pagar nada al instalar.",
    ],
  ),
  solar(
    "solarrebatecenter",
    "Solar Rebate Center",
    "solarrebatecenter.com",
    "8885550107",
    "/savings",
    "ocean",
    "GTM-R8C3B5N",
    [
      "Solar Rebate Center | Find the solar incentives you can still use",
      "Solar Rebate Center | Encuentre los incentivos solares que aún puede usar",
    ],
    [
      "State rebates, utility incentives and financing offers for solar, checked for your zip code.",
      "Reembolsos estatales, incentivos de servicios públicos y financiamiento solar, revisados para su código postal.",
    ],
  ),
  solar(
    "sunwise",
    "SunWise Energy Savings",
    "sunwiseenergy.com",
    "8885550108",
    "/solar",
    "violet",
    "GTM-S6W2E7M",
    [
      "SunWise Energy Savings | Smarter solar for your home",
      "SunWise Energy Savings | Energía solar más inteligente para su hogar",
    ],
    [
      "Personal solar estimates based on your roof, your sun and your utility rates.",
      "Estimaciones solares personales basadas en su techo, su sol y las tarifas de su compañía eléctrica.",
    ],
  ),
  solar(
    "energyfreedom",
    "Energy Freedom Program",
    "energyfreedomprogram.com",
    "8885550109",
    "/savings",
    "crimson",
    undefined,
    [
      "Energy Freedom Program | Take control of your power bill",
      "Energy Freedom Program | Tome el control de su factura de luz",
    ],
    [
      "Lock in lower energy costs with solar and battery backup from local installers.",
      "Asegure costos de energía más bajos con paneles solares y batería de respaldo de instaladores locales.",
    ],
  ),
  solar(
    "homepowersavers",
    "Home Power Savers",
    "homepowersavers.com",
    "8885550110",
    "/savings",
    "teal",
    "GTM-H1P5V3X",
    [
      "Home Power Savers | Lower bills start on your roof",
      "Home Power Savers | Facturas más bajas empiezan en su techo",
    ],
    [
      "Find out in a minute whether solar makes sense for your home and your budget.",
      "Descubra en un minuto si la energía solar conviene a su hogar y a su presupuesto.",
    ],
  ),
  solar(
    "sunnyday",
    "Sunny Day Solar Savings",
    "sunnydaysolarsavings.com",
    "8885550111",
    "/savings",
    "gold",
    "GTM-D7Y9N2B",
    [
      "Sunny Day Solar Savings | Brighter days, smaller bills",
      "Sunny Day Solar Savings | Días más brillantes, facturas más pequeñas",
    ],
    [
      "Compare solar savings for your home with no obligation.",
      "Compare el ahorro solar para su hogar sin ningún compromiso.",
    ],
  ),
  solar(
    "lasolarmall",
    "LA Solar Mall",
    "lasolarmall.com",
    "8885550112",
    "/savings",
    "violet",
    undefined,
    [
      "LA Solar Mall | Solar offers for Los Angeles homeowners",
      "LA Solar Mall | Ofertas solares para propietarios de Los Ángeles",
    ],
    [
      "Solar and battery offers for LADWP and SCE customers, side by side.",
      "Ofertas de energía solar y baterías para clientes de LADWP y SCE, lado a lado.",
    ],
  ),
  solar(
    "lonestarsolar",
    "Lone Star Solar Savings",
    "lonestarsolarsavings.com",
    "8885550113",
    "/savings",
    "crimson",
    "GTM-L3S8T4R",
    [
      "Lone Star Solar Savings | Solar savings for Texas homes",
      "Lone Star Solar Savings | Ahorro solar para hogares de Texas",
    ],
    [
      "Beat summer bills and grid outages with solar and battery backup built for Texas.",
      "Supere las facturas de verano y los apagones con energía solar y batería de respaldo pensadas para Texas.",
    ],
  ),
  {
    id: "homewisehub",
    name: "HomeWise Hub",
    kind: "homeServices",
    domain: "homewisehub.com",
    phone: "8885550114",
    homeRoute: "/",
    offers: [
      ["/savings", "Solar savings", "Ahorro con energía solar"],
      ["/roof", "Roofing", "Techos"],
      ["/windows", "Windows", "Ventanas"],
      ["/gutter", "Gutters", "Canaletas"],
      ["/home-warranty", "Home warranty", "Garantía para el hogar"],
      ["/home-security", "Home security", "Seguridad para el hogar"],
      ["/bathroom-remodel", "Bathroom remodel", "Remodelación de baño"],
      ["/loans", "Home and solar loans", "Préstamos para el hogar y solares"],
    ],
    theme: themes.forest,
    gtmTagId: "GTM-M2H6W8U",
    title: [
      "HomeWise Hub | Guides and quotes for every home project",
      "HomeWise Hub | Guías y cotizaciones para cada proyecto del hogar",
    ],
    description: [
      "Plain-spoken guides to solar, roofing, windows, gutters, warranties and security, with free quotes from local pros.",
      "Guías claras sobre energía solar, techos, ventanas, canaletas, garantías y seguridad, con cotizaciones gratuitas de profesionales locales.",
    ],
    tradeName: "HomeWise Hub by Homefront Marketing LLC",
  },
  {
    id: "closerleads",
    name: "Closer Leads Exchange",
    kind: "leadMarketplace",
    domain: "closerleads.com",
    phone: "8885550115",
    homeRoute: "/",
    theme: themes.slate,
    gtmTagId: "GTM-C5L1X7E",
    title: [
      "Closer Leads Exchange | Exclusive solar leads for sales pros",
      "Closer Leads Exchange | Clientes potenciales solares exclusivos para vendedores",
    ],
    description: [
      "TCPA-compliant, exclusive homeowner solar leads and training for independent solar sales professionals.",
      "Clientes potenciales solares exclusivos y conformes con la TCPA, más capacitación para vendedores solares independientes.",
    ],
    tradeName: "Closer Leads Exchange by Homefront Marketing LLC",
    // Its visitors are sales professionals, not homeowners waiting for an energy advisor.
    siteWords: { callAdvisor: ["Call our partner team", "Llame a nuestro equipo de socios"] },
  },
  {
    id: "roofright",
    name: "RoofRight Finance",
    kind: "roofFinance",
    domain: "roofrightfinance.com",
    phone: "8885550116",
    homeRoute: "/offer",
    theme: themes.ocean,
    gtmTagId: "GTM-F8R4G2Y",
    title: [
      "RoofRight Finance | A new roof with monthly payments",
      "RoofRight Finance | Un techo nuevo con pagos mensuales",
    ],
    description: [
      "Get a roof replacement offer and financing options from local roofers in one step.",
      "Obtenga una oferta de reemplazo de techo y opciones de financiamiento de techadores locales en un solo paso.",
    ],
    tradeName: "RoofRight Finance by Homefront Marketing LLC",
  },
  {
    id: "toproof",
    name: "TopRoof Pros",
    kind: "roofFinance",
    domain: "toproofpros.com",
    phone: "8885550117",
    homeRoute: "/roof",
    theme: themes.crimson,
    gtmTagId: undefined,
    title: [
      "TopRoof Pros | Free roofing quotes from local pros",
      "TopRoof Pros | Cotizaciones de techos gratis de profesionales locales",
    ],
    description: [
      "Repairs, replacements and new roofs: compare quotes from licensed local roofers.",
      "Reparaciones, reemplazos y techos nuevos: compare cotizaciones de techadores locales con licencia.",
    ],
    tradeName: "TopRoof Pros by Homefront Marketing LLC",
  },
];

const navigationFor = (seed: BrandSeed) => {
  const link = (en: string, es: string, href: string) => ({ _type: "link" as const, label: ls(en, es), href });
  const groups =
    seed.kind === "leadMarketplace"
      ? [
          {
            title: ls("Sales training", "Capacitación de ventas"),
            links: [
              link("Discovery call", "Llamada de descubrimiento", "/training/discovery-call"),
              link("Objection handling", "Manejo de objeciones", "/training/objection-handling"),
              link("Closing techniques", "Técnicas de cierre", "/training/closing-techniques"),
              link("Commission calculator", "Calculadora de comisiones", "/calculators/solar-sales-commission"),
              link("Margin calculator", "Calculadora de margen", "/margin_calculator"),
            ],
          },
          {
            title: ls("Leads", "Clientes potenciales"),
            links: [
              link("Lead portal", "Portal de clientes", "/leads"),
              link("Licensing", "Licencias", "/his-license"),
            ],
          },
        ]
      : [
          {
            title: ls("Learn", "Aprenda"),
            links: [
              link("Solar 101", "Solar 101", "/solar-101"),
              link("Go solar, save money", "Energía solar, ahorre dinero", "/go-solar-save-money"),
              link("Top solar companies", "Mejores empresas solares", "/top-solar-companies"),
            ],
          },
          {
            title: ls("Tools", "Herramientas"),
            links: [
              link("Solar savings calculator", "Calculadora de ahorro solar", "/calculators/solar-savings"),
              link("Price match guarantee", "Garantía de igualar precios", "/price-match-guarantee"),
            ],
          },
        ];
  return keyed(
    `brand.${seed.id}.navigation`,
    groups.map((group, index) => ({
      _type: "navGroup" as const,
      title: group.title,
      links: keyed(`brand.${seed.id}.navigation.${index}`, group.links),
    })),
  );
};

/** What / leads into: the flow or landing screen of the home route, none for /. */
const homeOf = (route: string): Pick<Seed<Schema.Brand>, "home"> => {
  if (route === "/") return {};
  const isFlow = flowLists.some((flow) => flow.prefix === route);
  return { home: ref(isFlow ? flowIdFor(route) : `landing${route.replaceAll("/", ".")}`) };
};

export const brands: Seed<Schema.Brand>[] = brandSeeds.map(
  (seed): Seed<Schema.Brand> => ({
    _id: `brand.${seed.id}`,
    _type: "brand",
    name: seed.name,
    slug: slug(seed.id),
    kind: seed.kind,
    title: ls(...seed.title),
    description: lt(...seed.description),
    logo: image(`logo-${seed.id}.svg`, ls(`${seed.name} logo`, `Logotipo de ${seed.name}`)),
    favicon: image(`favicon-${seed.id}.svg`, ls(`${seed.name} icon`, `Icono de ${seed.name}`)),
    phone: seed.phone,
    domain: seed.domain,
    hosts: keyed<Schema.HostName>(`brand.${seed.id}.hosts`, [
      { _type: "hostName", host: seed.domain, environment: "production" },
      { _type: "hostName", host: `www.${seed.domain}`, environment: "www" },
      { _type: "hostName", host: `stage.${seed.domain}`, environment: "stage" },
    ]),
    ...homeOf(seed.homeRoute),
    ...(seed.offers
      ? {
          offers: keyed<Schema.OfferLink>(
            `brand.${seed.id}.offers`,
            seed.offers.map(([prefix, en, es]) => ({
              _type: "offerLink",
              label: ls(en, es),
              flow: ref(flowIdFor(prefix)),
            })),
          ),
        }
      : {}),
    theme: { _type: "brandTheme", ...seed.theme },
    ...(seed.gtmTagId ? { gtmTagId: seed.gtmTagId } : {}),
    contact: {
      _type: "brandContact",
      mail: `support@${seed.domain}`,
      baseUrl: `https://${seed.domain}`,
      website: `www.${seed.domain}`,
      tradeName: seed.tradeName,
      topSolarSite: seed.kind === "solarSavings",
    },
    navigation: navigationFor(seed),
    ...(seed.siteWords
      ? {
          siteWords: {
            _type: "siteWords",
            ...Object.fromEntries(Object.entries(seed.siteWords).map(([key, words]) => [key, ls(...words)])),
          },
        }
      : {}),
  }),
);
