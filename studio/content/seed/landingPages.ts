import type { LANDING_PATHS } from "../../schemas/constants";
import { flowIdFor } from "./flows";
import { image, keyed, ls, ref, type Schema, type Seed } from "./lib";

type LandingSeed = {
  path: (typeof LANDING_PATHS)[number];
  adLabel: [string, string];
  title: [string, string];
  highlights: [string, string][];
  image: [string, string, string];
  ctaLabel: [string, string];
  /** The prefix of the flow its call to action starts. */
  flow: string;
  seoTitle: [string, string];
  seoDescription: [string, string];
};

/** An entry page beside the slick landing: the same document type, its own words and questionnaire. */
const entryPage = (seed: LandingSeed): Seed<Schema.LandingPage> => ({
  _id: `landing${seed.path.replaceAll("/", ".")}`,
  _type: "landingPage",
  path: seed.path,
  adLabel: ls(...seed.adLabel),
  title: ls(...seed.title),
  highlights: keyed(
    `landing${seed.path.replaceAll("/", ".")}.highlights`,
    seed.highlights.map((pair) => ls(...pair)),
  ),
  image: image(seed.image[0], ls(seed.image[1], seed.image[2])),
  ctaLabel: ls(...seed.ctaLabel),
  flow: ref(flowIdFor(seed.flow)),
  callLabel: ls("Call an energy advisor", "Llame a un asesor de energía"),
  seo: {
    _type: "seo",
    title: ls(...seed.seoTitle),
    description: { _type: "localeText", en: seed.seoDescription[0], es: seed.seoDescription[1] },
  },
});

const solarHomeImage: [string, string, string] = [
  "landing-solar-home.svg",
  "A house with solar panels on its roof under the sun",
  "Una casa con paneles solares en el techo bajo el sol",
];

/**
 * Spec 2.6's go-solar-savings-slick advertising landing screen, and the entry pages spec 2.5 names
 * beside it (/go-solar-savings, Go Solar Savings' home route; /go-solar-slick; /homeowner-hack),
 * shared by every brand.
 */
export const landingPages: Seed<Schema.LandingPage>[] = [
  {
    _id: "landing.go-solar-savings-slick",
    _type: "landingPage",
    path: "/go-solar-savings-slick",
    adLabel: ls("Advertisement", "Publicidad"),
    title: ls(
      "Homeowners: see what solar could save you before you talk to anyone",
      "Propietarios: vea cuánto podría ahorrar con energía solar antes de hablar con nadie",
    ),
    highlights: keyed("landing.go-solar-savings-slick.highlights", [
      ls("Free estimate in about a minute", "Estimado gratis en aproximadamente un minuto"),
      ls("Compare licensed local installers", "Compare instaladores locales con licencia"),
      ls("No cost and no obligation to buy", "Sin costo y sin obligación de compra"),
    ]),
    image: image(
      "landing-solar-home.svg",
      ls("A house with solar panels on its roof under the sun", "Una casa con paneles solares en el techo bajo el sol"),
    ),
    ctaLabel: ls("Check my savings", "Ver mi ahorro"),
    flow: ref(flowIdFor("/savings-slick")),
    callLabel: ls("Call an energy advisor", "Llame a un asesor de energía"),
    seo: {
      _type: "seo",
      title: ls("See what solar could save you", "Vea cuánto podría ahorrar con energía solar"),
      description: {
        _type: "localeText",
        en: "Answer a few quick questions to see an estimate of your solar savings and compare licensed local installers. Free, with no obligation.",
        es: "Responda unas preguntas rápidas para ver un estimado de su ahorro con energía solar y comparar instaladores locales con licencia. Gratis y sin obligación.",
      },
    },
  },
  entryPage({
    path: "/go-solar-savings",
    adLabel: ["Solar savings program", "Programa de ahorro solar"],
    title: [
      "Go solar, save money: find out what your roof could earn you",
      "Pásese a la energía solar y ahorre: descubra lo que su techo podría rendirle",
    ],
    highlights: [
      ["Slash your electricity bill", "Reduzca su factura de electricidad"],
      ["Protect your home against blackouts", "Proteja su hogar contra apagones"],
      ["See if you qualify in 60 seconds", "Vea si califica en 60 segundos"],
    ],
    image: solarHomeImage,
    ctaLabel: ["Check my savings", "Ver mi ahorro"],
    flow: "/savings",
    seoTitle: ["Go solar and save money", "Pásese a la energía solar y ahorre"],
    seoDescription: [
      "See how much a solar system could save your household, with incentives and installers near you. Free, with no obligation.",
      "Vea cuánto podría ahorrar su hogar con un sistema solar, con incentivos e instaladores cerca de usted. Gratis y sin obligación.",
    ],
  }),
  entryPage({
    path: "/go-solar-slick",
    adLabel: ["Advertisement", "Publicidad"],
    title: [
      "$0 down solar: check whether your home qualifies",
      "Energía solar sin pago inicial: compruebe si su casa califica",
    ],
    highlights: [
      ["No cost at installation for qualified homes", "Sin costo de instalación para casas que califican"],
      ["A personal estimate for your address", "Un estimado personal para su dirección"],
      ["Takes about a minute", "Toma aproximadamente un minuto"],
    ],
    image: solarHomeImage,
    ctaLabel: ["See if I qualify", "Ver si califico"],
    flow: "/savings-slick",
    seoTitle: ["$0 down solar: does your home qualify?", "Energía solar sin pago inicial: ¿califica su casa?"],
    seoDescription: [
      "Answer a few questions to see whether your home qualifies for solar with no money down, and what it could save you.",
      "Responda unas preguntas para ver si su casa califica para energía solar sin pago inicial y cuánto podría ahorrar.",
    ],
  }),
  entryPage({
    path: "/homeowner-hack",
    adLabel: ["Sponsored", "Patrocinado"],
    title: [
      "The homeowner hack for a smaller power bill that utilities rarely mention",
      "El truco para propietarios que reduce la factura de luz y del que las compañías casi no hablan",
    ],
    highlights: [
      [
        "Homeowners only: the programs depend on owning your roof",
        "Solo propietarios: los programas dependen de ser dueño del techo",
      ],
      [
        "Federal tax credit and state incentives in one estimate",
        "Crédito fiscal federal e incentivos estatales en un solo estimado",
      ],
      ["Free, with no obligation", "Gratis y sin obligación"],
    ],
    image: [
      "landing-bill-drop.svg",
      "A power bill whose monthly bars fall",
      "Una factura de luz cuyas barras mensuales bajan",
    ],
    ctaLabel: ["Show me the hack", "Mostrarme el truco"],
    flow: "/savings-mini",
    seoTitle: ["The homeowner hack for a smaller power bill", "El truco para propietarios para pagar menos luz"],
    seoDescription: [
      "Homeowners can cut their electricity bill with solar incentives most never hear about. See your estimate in about a minute.",
      "Los propietarios pueden reducir su factura con incentivos solares que pocos conocen. Vea su estimado en aproximadamente un minuto.",
    ],
  }),
];
