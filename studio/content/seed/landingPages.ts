import { type Doc, image, keyed, ls } from "./lib";

/** Spec 2.6: the go-solar-savings-slick advertising landing screen, shared by every brand. */
export const landingPages: Doc[] = [
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
    flow: "/savings-slick",
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
];
