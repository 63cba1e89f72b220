/**
 * Comparison listings for the flows that do not sell solar (issue 7 item 6): five per offer, in
 * the spec's pattern (spec 3 and 9): the first stands for the visiting brand and is rated 5.0,
 * the others 4.9, 4.8, 4.5 and 4.2; each has a tagline and three points; one has no phone.
 * Every company is fictional: names were picked to sound like regional firms, sites use the
 * reserved .example domain and phones the 555-01xx range kept for fiction.
 */
import type { OfferCategory } from "../../schemas/constants";
import { image, keyed, ls, type Schema, type Seed } from "./lib";

type Copy = [en: string, es: string];

type ListingSpec = {
  /** Id and logo file part: competitor.<offer>.<slug>, competitor-<offer>-<slug>.svg. */
  slug: string;
  name: string;
  tagline: Copy;
  url: string;
  phone?: string;
  points: [Copy, Copy, Copy];
  /** Logo colours: wordmark and mark. */
  colors: [primary: string, accent: string];
};

type OfferSpec = {
  category: Exclude<OfferCategory, "solar">;
  /** The brand's own listing: name shown in the Studio, logo wordmark and alt text. */
  own: ListingSpec & { logoText: string; logoAlt: Copy };
  others: [ListingSpec, ListingSpec, ListingSpec, ListingSpec];
};

/** Spec 9: ratings by rank. */
const RATINGS = [5.0, 4.9, 4.8, 4.5, 4.2] as const;

const offers: OfferSpec[] = [
  {
    category: "roof",
    own: {
      slug: "own",
      name: "Our recommended roofer network",
      logoText: "Recommended Roofers",
      logoAlt: ["Our roofer network", "Nuestra red de techadores"],
      tagline: [
        "Best overall: local roofers compete for your job",
        "Mejor opción: techadores locales compiten por su proyecto",
      ],
      url: "/roof",
      points: [
        [
          "Quotes from up to three licensed, insured roofers",
          "Cotizaciones de hasta tres techadores con licencia y seguro",
        ],
        ["Asphalt, metal, tile and flat roofs compared", "Techos de asfalto, metal, teja y planos comparados"],
        ["A free roof inspection, no obligation", "Una inspección de techo gratuita, sin compromiso"],
      ],
      colors: ["#C92A2A", "#FFA8A8"],
    },
    others: [
      {
        slug: "summitline",
        name: "Summitline Roofing",
        tagline: ["Best for full replacements", "Mejor para reemplazos completos"],
        url: "https://www.summitlineroofing.example",
        phone: "8885550211",
        points: [
          ["Shingle-maker certified crews", "Equipos certificados por el fabricante de tejas"],
          ["Tear-off, disposal and permits handled", "Retiro, desecho y permisos incluidos"],
          ["25-year workmanship warranty", "Garantía de mano de obra de 25 años"],
        ],
        colors: ["#364FC7", "#91A7FF"],
      },
      {
        slug: "ironclad",
        name: "Ironclad Metal Roofs",
        tagline: ["Best for metal roofing", "Mejor para techos de metal"],
        url: "https://www.ironcladmetalroofs.example",
        phone: "8885550212",
        points: [
          ["Standing-seam steel and aluminum", "Acero y aluminio de junta alzada"],
          ["Class 4 hail-impact rated panels", "Paneles con clasificación clase 4 contra granizo"],
          ["40-year paint finish warranty", "Garantía de 40 años en la pintura"],
        ],
        colors: ["#495057", "#ADB5BD"],
      },
      {
        slug: "heritage",
        name: "Heritage Tile & Slate",
        tagline: ["Best for tile and slate", "Mejor para teja y pizarra"],
        url: "https://www.heritagetileslate.example",
        phone: "8885550213",
        points: [
          ["Clay, concrete and natural slate", "Teja de barro, concreto y pizarra natural"],
          ["Experience with historic homes", "Experiencia con casas históricas"],
          ["Upgraded underlayment included", "Capa base mejorada incluida"],
        ],
        colors: ["#A61E4D", "#FCC2D7"],
      },
      {
        slug: "quickpatch",
        name: "QuickPatch Roof Repair",
        tagline: ["Best for repairs and small jobs", "Mejor para reparaciones y trabajos pequeños"],
        url: "https://www.quickpatchroof.example",
        points: [
          ["Leak repairs, often within a week", "Reparación de goteras, a menudo en una semana"],
          ["Estimates from your photos online", "Presupuestos en línea a partir de sus fotos"],
          ["Help with storm-damage insurance claims", "Ayuda con reclamos al seguro por daños de tormenta"],
        ],
        colors: ["#E67700", "#FFD43B"],
      },
    ],
  },
  {
    category: "gutter",
    own: {
      slug: "own",
      name: "Our recommended gutter pros",
      logoText: "Recommended Gutter Pros",
      logoAlt: ["Our gutter installer network", "Nuestra red de instaladores de canaletas"],
      tagline: [
        "Best overall: compare local gutter installers",
        "Mejor opción: compare instaladores de canaletas locales",
      ],
      url: "/gutter",
      points: [
        ["Quotes from up to three local installers", "Cotizaciones de hasta tres instaladores locales"],
        ["Seamless aluminum, steel and copper compared", "Aluminio sin uniones, acero y cobre comparados"],
        ["A free measurement, no obligation", "Una medición gratuita, sin compromiso"],
      ],
      colors: ["#1864AB", "#74C0FC"],
    },
    others: [
      {
        slug: "seamright",
        name: "SeamRight Gutters",
        tagline: ["Best for seamless aluminum", "Mejor para aluminio sin uniones"],
        url: "https://www.seamrightgutters.example",
        phone: "8885550221",
        points: [
          ["Gutters formed on site to fit your home", "Canaletas formadas en el lugar a la medida de su casa"],
          ["Oversized 6-inch gutters available", "Canaletas extra grandes de 6 pulgadas disponibles"],
          ["Lifetime workmanship warranty", "Garantía de mano de obra de por vida"],
        ],
        colors: ["#087F5B", "#63E6BE"],
      },
      {
        slug: "leafshield",
        name: "LeafShield Guards",
        tagline: ["Best for gutter guards", "Mejor para protectores de canaletas"],
        url: "https://www.leafshieldguards.example",
        phone: "8885550222",
        points: [
          ["Micro-mesh guards that fit most gutters", "Protectores de micromalla para la mayoría de las canaletas"],
          ["No more ladder cleanouts", "Olvídese de limpiar con escalera"],
          ["Most homes done in one day", "La mayoría de las casas en un día"],
        ],
        colors: ["#2B8A3E", "#8CE99A"],
      },
      {
        slug: "copperworks",
        name: "Copperworks Exteriors",
        tagline: ["Best for copper and half-round gutters", "Mejor para canaletas de cobre y media caña"],
        url: "https://www.copperworksexteriors.example",
        phone: "8885550223",
        points: [
          ["Hand-soldered copper seams", "Uniones de cobre soldadas a mano"],
          ["Matching downspouts and rain chains", "Bajantes y cadenas de lluvia a juego"],
          ["Period-style hangers for older homes", "Soportes de estilo clásico para casas antiguas"],
        ],
        colors: ["#D9480F", "#FFC078"],
      },
      {
        slug: "flowline",
        name: "FlowLine Gutter Co.",
        tagline: ["Best for budget installs", "Mejor para instalaciones económicas"],
        url: "https://www.flowlinegutter.example",
        points: [
          ["Vinyl and aluminum options", "Opciones de vinilo y aluminio"],
          ["Cleaning and repair plans", "Planes de limpieza y reparación"],
          ["Online quotes in minutes", "Cotizaciones en línea en minutos"],
        ],
        colors: ["#1098AD", "#99E9F2"],
      },
    ],
  },
  {
    category: "windows",
    own: {
      slug: "own",
      name: "Our recommended window installers",
      logoText: "Recommended Window Pros",
      logoAlt: ["Our window installer network", "Nuestra red de instaladores de ventanas"],
      tagline: ["Best overall: compare local window pros", "Mejor opción: compare expertos en ventanas locales"],
      url: "/windows",
      points: [
        ["Quotes from up to three local installers", "Cotizaciones de hasta tres instaladores locales"],
        ["Vinyl, wood, fiberglass and composite compared", "Vinilo, madera, fibra de vidrio y compuestos comparados"],
        ["A free in-home measurement, no obligation", "Una medición gratuita en su casa, sin compromiso"],
      ],
      colors: ["#5F3DC4", "#B197FC"],
    },
    others: [
      {
        slug: "clearview",
        name: "ClearView Window Co.",
        tagline: ["Best for energy-efficient replacements", "Mejor para reemplazos de eficiencia energética"],
        url: "https://www.clearviewwindowco.example",
        phone: "8885550231",
        points: [
          ["Double- and triple-pane low-E glass", "Vidrio low-E doble y triple"],
          ["Custom sizes for every opening", "Medidas a la medida de cada abertura"],
          ["Installed by in-house crews", "Instalación con equipos propios"],
        ],
        colors: ["#1971C2", "#A5D8FF"],
      },
      {
        slug: "brightframe",
        name: "Brightframe Windows & Doors",
        tagline: ["Best for whole-house projects", "Mejor para proyectos de toda la casa"],
        url: "https://www.brightframe.example",
        phone: "8885550232",
        points: [
          ["Windows and patio doors in one project", "Ventanas y puertas de patio en un solo proyecto"],
          ["Fiberglass frames that resist warping", "Marcos de fibra de vidrio que no se deforman"],
          ["Transferable lifetime warranty", "Garantía de por vida transferible"],
        ],
        colors: ["#F08C00", "#FFE066"],
      },
      {
        slug: "northgate",
        name: "Northgate Glass & Sash",
        tagline: ["Best for wood and historic windows", "Mejor para ventanas de madera e históricas"],
        url: "https://www.northgateglass.example",
        phone: "8885550233",
        points: [
          ["Wood-clad and divided-lite styles", "Estilos revestidos de madera y con cuadrícula"],
          ["Sash repair and restoration", "Reparación y restauración de hojas"],
          ["Low-E glass upgrades", "Mejoras a vidrio low-E"],
        ],
        colors: ["#5C940D", "#C0EB75"],
      },
      {
        slug: "panevalue",
        name: "PaneValue Windows",
        tagline: ["Best for budget vinyl windows", "Mejor para ventanas de vinilo económicas"],
        url: "https://www.panevaluewindows.example",
        points: [
          ["Standard-size vinyl windows", "Ventanas de vinilo de medidas estándar"],
          ["Quick installs for a few windows", "Instalación rápida para pocas ventanas"],
          ["Price estimates online", "Presupuestos en línea"],
        ],
        colors: ["#0B7285", "#66D9E8"],
      },
    ],
  },
  {
    category: "home_warranty",
    own: {
      slug: "own",
      name: "Our recommended home warranty plans",
      logoText: "Recommended Warranty Plans",
      logoAlt: ["Our home warranty partners", "Nuestros socios de garantía del hogar"],
      tagline: ["Best overall: compare plans side by side", "Mejor opción: compare planes lado a lado"],
      url: "/home-warranty",
      points: [
        ["Coverage from several warranty companies compared", "Coberturas de varias compañías de garantía comparadas"],
        ["Systems, appliances and add-ons explained", "Sistemas, electrodomésticos y extras explicados"],
        ["Help choosing a plan and service fee", "Ayuda para elegir un plan y una tarifa de servicio"],
      ],
      colors: ["#2B8A3E", "#94D82D"],
    },
    others: [
      {
        slug: "harbor",
        name: "Harbor Home Warranty",
        tagline: ["Best for systems and appliances together", "Mejor para sistemas y electrodomésticos juntos"],
        url: "https://www.harborhomewarranty.example",
        phone: "8885550241",
        points: [
          ["Heating, cooling, plumbing and electrical", "Calefacción, aire acondicionado, plomería y electricidad"],
          ["Kitchen and laundry appliances", "Electrodomésticos de cocina y lavandería"],
          ["Claims online around the clock", "Reclamos en línea a toda hora"],
        ],
        colors: ["#1864AB", "#4DABF7"],
      },
      {
        slug: "keystead",
        name: "Keystead Home Protect",
        tagline: ["Best for older homes", "Mejor para casas antiguas"],
        url: "https://www.keysteadprotect.example",
        phone: "8885550242",
        points: [
          ["Coverage for homes of any age", "Cobertura para casas de cualquier antigüedad"],
          ["Choose your own service fee", "Elija su propia tarifa de servicio"],
          ["Roof-leak and well-pump add-ons", "Extras para goteras del techo y bomba de pozo"],
        ],
        colors: ["#862E9C", "#E599F7"],
      },
      {
        slug: "stonegate",
        name: "Stonegate Home Warranty",
        tagline: ["Best for new homeowners", "Mejor para nuevos propietarios"],
        url: "https://www.stonegatewarranty.example",
        phone: "8885550243",
        points: [
          ["Plans you can buy at closing", "Planes que puede comprar al cerrar la compra"],
          ["Pay monthly or yearly", "Pago mensual o anual"],
          ["Allowances for code upgrades", "Montos para mejoras exigidas por el código"],
        ],
        colors: ["#495057", "#CED4DA"],
      },
      {
        slug: "truefix",
        name: "TrueFix Home Plans",
        tagline: ["Best for appliance-only plans", "Mejor para planes solo de electrodomésticos"],
        url: "https://www.truefixplans.example",
        points: [
          ["Lower-cost appliance coverage", "Cobertura de electrodomésticos a menor costo"],
          ["Sign up and file claims online", "Inscripción y reclamos en línea"],
          ["Cancel anytime for a prorated refund", "Cancele cuando quiera con reembolso proporcional"],
        ],
        colors: ["#E8590C", "#FFC078"],
      },
    ],
  },
  {
    category: "home_security",
    own: {
      slug: "own",
      name: "Our recommended security providers",
      logoText: "Recommended Security Pros",
      logoAlt: ["Our home security partners", "Nuestros socios de seguridad para el hogar"],
      tagline: ["Best overall: compare monitored systems", "Mejor opción: compare sistemas monitoreados"],
      url: "/home-security",
      points: [
        [
          "Monitored and self-monitored systems compared",
          "Sistemas con monitoreo profesional y automonitoreo comparados",
        ],
        ["Equipment, installation and monthly fees explained", "Equipo, instalación y cuotas mensuales explicados"],
        [
          "Help choosing cameras, sensors and smart locks",
          "Ayuda para elegir cámaras, sensores y cerraduras inteligentes",
        ],
      ],
      colors: ["#343A40", "#74C0FC"],
    },
    others: [
      {
        slug: "sentrypoint",
        name: "SentryPoint Security",
        tagline: ["Best for professional monitoring", "Mejor para monitoreo profesional"],
        url: "https://www.sentrypointsecurity.example",
        phone: "8885550251",
        points: [
          ["24/7 professional monitoring", "Monitoreo profesional 24/7"],
          ["Professional installation included", "Instalación profesional incluida"],
          ["Cellular backup if the internet goes down", "Respaldo celular si se cae el internet"],
        ],
        colors: ["#C92A2A", "#FF8787"],
      },
      {
        slug: "watchnest",
        name: "WatchNest Smart Home",
        tagline: ["Best for smart home features", "Mejor para funciones de hogar inteligente"],
        url: "https://www.watchnest.example",
        phone: "8885550252",
        points: [
          ["Works with popular voice assistants", "Compatible con asistentes de voz populares"],
          ["Video doorbells and smart locks", "Timbres con video y cerraduras inteligentes"],
          ["One app for cameras, lights and thermostat", "Una app para cámaras, luces y termostato"],
        ],
        colors: ["#0B7285", "#3BC9DB"],
      },
      {
        slug: "bulwark",
        name: "Bulwark Alarm Co.",
        tagline: ["Best for no-contract plans", "Mejor para planes sin contrato"],
        url: "https://www.bulwarkalarm.example",
        phone: "8885550253",
        points: [
          ["Month-to-month monitoring", "Monitoreo mes a mes"],
          ["You own the equipment", "El equipo es suyo"],
          ["Easy to take with you when you move", "Fácil de llevar cuando se mude"],
        ],
        colors: ["#364FC7", "#748FFC"],
      },
      {
        slug: "diysafe",
        name: "DIYSafe Home",
        tagline: ["Best for do-it-yourself setup", "Mejor para instalarlo usted mismo"],
        url: "https://www.diysafehome.example",
        points: [
          ["Peel-and-stick sensors, set up in an hour", "Sensores adhesivos, listos en una hora"],
          ["Optional monitoring by the month", "Monitoreo opcional por mes"],
          ["Free self-monitoring in the app", "Automonitoreo gratuito en la app"],
        ],
        colors: ["#2B8A3E", "#69DB7C"],
      },
    ],
  },
  {
    category: "bathroom_remodel",
    own: {
      slug: "own",
      name: "Our recommended bathroom remodelers",
      logoText: "Recommended Bath Pros",
      logoAlt: ["Our bathroom remodeler network", "Nuestra red de remodeladores de baños"],
      tagline: ["Best overall: compare local remodelers", "Mejor opción: compare remodeladores locales"],
      url: "/bathroom-remodel",
      points: [
        ["Quotes from up to three local remodelers", "Cotizaciones de hasta tres remodeladores locales"],
        [
          "Walk-in tubs, showers and safety features compared",
          "Bañeras con puerta, duchas y opciones de seguridad comparadas",
        ],
        ["A free in-home design visit, no obligation", "Una visita de diseño gratuita en su casa, sin compromiso"],
      ],
      colors: ["#1098AD", "#99E9F2"],
    },
    others: [
      {
        slug: "steadfast",
        name: "Steadfast Bath Solutions",
        tagline: ["Best for walk-in tubs", "Mejor para bañeras con puerta"],
        url: "https://www.steadfastbath.example",
        phone: "8885550261",
        points: [
          ["Low-threshold tubs with hydrotherapy jets", "Bañeras de acceso bajo con chorros de hidroterapia"],
          ["Grab bars and slip-resistant floors", "Barras de apoyo y pisos antideslizantes"],
          ["Many installs finished in one day", "Muchas instalaciones listas en un día"],
        ],
        colors: ["#5F3DC4", "#D0BFFF"],
      },
      {
        slug: "clearwater",
        name: "Clearwater Bath & Shower",
        tagline: ["Best for tub-to-shower conversions", "Mejor para cambiar la bañera por ducha"],
        url: "https://www.clearwaterbath.example",
        phone: "8885550262",
        points: [
          ["Curbless and low-curb showers", "Duchas sin escalón o de borde bajo"],
          ["Built-in benches and handheld showers", "Bancos integrados y regaderas de mano"],
          ["Mold-resistant wall panels", "Paneles de pared resistentes al moho"],
        ],
        colors: ["#1864AB", "#A5D8FF"],
      },
      {
        slug: "artisan",
        name: "Artisan Tile & Bath",
        tagline: ["Best for custom remodels", "Mejor para remodelaciones a la medida"],
        url: "https://www.artisantilebath.example",
        phone: "8885550263",
        points: [
          ["Design help from layout to fixtures", "Ayuda de diseño, de la distribución a los accesorios"],
          ["Custom tile work", "Trabajo de azulejo a la medida"],
          ["Vanities, lighting and ventilation", "Lavabos, iluminación y ventilación"],
        ],
        colors: ["#A61E4D", "#F783AC"],
      },
      {
        slug: "budgetbath",
        name: "BudgetBath Makeovers",
        tagline: ["Best for quick refreshes", "Mejor para renovaciones rápidas"],
        url: "https://www.budgetbath.example",
        points: [
          ["Acrylic liners over existing tubs", "Recubrimientos acrílicos sobre la bañera actual"],
          ["Fixture and vanity swaps", "Cambio de accesorios y lavabos"],
          ["Most jobs done in two days", "La mayoría de los trabajos en dos días"],
        ],
        colors: ["#E67700", "#FFD8A8"],
      },
    ],
  },
  {
    category: "solar_loans",
    own: {
      slug: "own",
      name: "Our recommended lender network",
      logoText: "Recommended Lenders",
      logoAlt: ["Our lender network", "Nuestra red de prestamistas"],
      tagline: [
        "Best overall: compare offers from several lenders",
        "Mejor opción: compare ofertas de varios prestamistas",
      ],
      url: "/loans",
      points: [
        ["Rates from several lenders with one form", "Tasas de varios prestamistas con un solo formulario"],
        ["Solar, home improvement and refinance loans", "Préstamos solares, para mejoras del hogar y refinanciamiento"],
        ["A loan advisor explains every offer, no obligation", "Un asesor le explica cada oferta, sin compromiso"],
      ],
      colors: ["#2B8A3E", "#94D82D"],
    },
    others: [
      {
        slug: "sunbridge",
        name: "SunBridge Lending",
        tagline: ["Best for solar loans", "Mejor para préstamos solares"],
        url: "https://www.sunbridgelending.example",
        phone: "8885550271",
        points: [
          ["Fixed-rate loans for panels and batteries", "Préstamos de tasa fija para paneles y baterías"],
          ["Terms up to 25 years", "Plazos de hasta 25 años"],
          ["No prepayment penalty", "Sin penalidad por pago anticipado"],
        ],
        colors: ["#E8590C", "#FFD43B"],
      },
      {
        slug: "hearthstone",
        name: "Hearthstone Home Loans",
        tagline: ["Best for home equity", "Mejor para préstamos sobre el valor de la vivienda"],
        url: "https://www.hearthstonehomeloans.example",
        phone: "8885550272",
        points: [
          ["Home equity loans and lines of credit", "Préstamos y líneas de crédito sobre el valor de la vivienda"],
          ["Cash-out refinance options", "Opciones de refinanciamiento con retiro de efectivo"],
          ["Local loan officers", "Oficiales de préstamo locales"],
        ],
        colors: ["#862E9C", "#DA77F2"],
      },
      {
        slug: "keyway",
        name: "Keyway Community Credit",
        tagline: ["Best for fair credit", "Mejor para crédito regular"],
        url: "https://www.keywaycredit.example",
        phone: "8885550273",
        points: [
          ["Considers applicants with fair credit", "Considera solicitantes con crédito regular"],
          ["Co-borrower applications accepted", "Acepta solicitudes con codeudor"],
          ["Rate discount with autopay", "Descuento en la tasa con pago automático"],
        ],
        colors: ["#0B7285", "#66D9E8"],
      },
      {
        slug: "rapidfund",
        name: "RapidFund Personal Loans",
        tagline: ["Best for fast funding", "Mejor para recibir el dinero rápido"],
        url: "https://www.rapidfundloans.example",
        points: [
          ["Apply online in minutes", "Solicite en línea en minutos"],
          ["Funds as soon as the next business day", "Fondos desde el siguiente día hábil"],
          ["Loans from $5,000 to $50,000", "Préstamos de $5,000 a $50,000"],
        ],
        colors: ["#1864AB", "#4DABF7"],
      },
    ],
  },
];

const idOf = (category: string, slug: string) => `competitor.${category}.${slug}`;
const logoFileOf = (category: string, slug: string) => `competitor-${category.replace(/_/g, "-")}-${slug}.svg`;

function listingDoc(
  category: OfferCategory,
  spec: ListingSpec,
  rank: number,
  alt: Copy,
  own: boolean,
): Seed<Schema.CompetitorListing> {
  const id = idOf(category, spec.slug);
  return {
    _id: id,
    _type: "competitorListing",
    name: spec.name,
    category,
    representsOwnBrand: own,
    rank,
    rating: RATINGS[rank - 1],
    logo: image(logoFileOf(category, spec.slug), ls(...alt)),
    tagline: ls(...spec.tagline),
    url: spec.url,
    ...(spec.phone ? { phone: spec.phone } : {}),
    points: keyed(
      `${id}.points`,
      spec.points.map((copy) => ls(...copy)),
    ),
  };
}

export const offerCompetitors: Seed<Schema.CompetitorListing>[] = offers.flatMap(({ category, own, others }) => [
  listingDoc(category, own, 1, own.logoAlt, true),
  ...others.map((spec, index) =>
    listingDoc(category, spec, index + 2, [`${spec.name} logo`, `Logotipo de ${spec.name}`], false),
  ),
]);

/** [file, wordmark, primary, accent] for images.ts. */
export const offerCompetitorLogos: [string, string, string, string][] = offers.flatMap(({ category, own, others }) => [
  [logoFileOf(category, own.slug), own.logoText, ...own.colors] as [string, string, string, string],
  ...others.map(
    (spec) => [logoFileOf(category, spec.slug), spec.name, ...spec.colors] as [string, string, string, string],
  ),
]);
