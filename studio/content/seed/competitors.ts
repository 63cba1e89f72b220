import { image, keyed, ls, type Schema, type Seed } from "./lib";

/**
 * The five solar listings of the results comparison (also the results step's fixed default). The
 * first stands for the visiting brand itself: the site shows the current brand's name, logo and
 * phone in its place. The other offers' listings are in offerCompetitors.ts.
 */
export const competitors: Seed<Schema.CompetitorListing>[] = [
  {
    _id: "competitor.own",
    _type: "competitorListing",
    category: "solar",
    name: "Our recommended installer network",
    representsOwnBrand: true,
    rank: 1,
    rating: 5.0,
    logo: image("competitor-own.svg", ls("Our installer network", "Nuestra red de instaladores")),
    tagline: ls(
      "Best overall: local installers compete for your roof",
      "Mejor opción: instaladores locales compiten por su techo",
    ),
    url: "/savings",
    points: keyed("competitor.own.points", [
      ls(
        "Quotes from up to four vetted local installers",
        "Cotizaciones de hasta cuatro instaladores locales verificados",
      ),
      ls(
        "Purchase, loan, lease and power-purchase options compared",
        "Compra, préstamo, arrendamiento y compra de energía comparados",
      ),
      ls("A dedicated energy advisor, no obligation", "Un asesor de energía dedicado, sin compromiso"),
    ]),
  },
  {
    _id: "competitor.sunridge",
    _type: "competitorListing",
    category: "solar",
    name: "SunRidge Solar",
    representsOwnBrand: false,
    rank: 2,
    rating: 4.9,
    logo: image("competitor-sunridge.svg", ls("SunRidge Solar logo", "Logotipo de SunRidge Solar")),
    tagline: ls("Best for battery backup", "Mejor para batería de respaldo"),
    url: "https://www.sunridgesolar.example",
    phone: "8885550131",
    points: keyed("competitor.sunridge.points", [
      ls("Whole-home battery packages", "Paquetes de batería para todo el hogar"),
      ls("25-year production guarantee", "Garantía de producción de 25 años"),
      ls("In-house installation crews", "Equipos de instalación propios"),
    ]),
  },
  {
    _id: "competitor.brightwave",
    _type: "competitorListing",
    category: "solar",
    name: "BrightWave Energy",
    representsOwnBrand: false,
    rank: 3,
    rating: 4.8,
    logo: image("competitor-brightwave.svg", ls("BrightWave Energy logo", "Logotipo de BrightWave Energy")),
    tagline: ls("Best for leases and PPAs", "Mejor para arrendamientos y PPA"),
    url: "https://www.brightwaveenergy.example",
    phone: "8885550132",
    points: keyed("competitor.brightwave.points", [
      ls("No cost at install on lease plans", "Sin costo al instalar con planes de arrendamiento"),
      ls("Monitoring and repairs included", "Monitoreo y reparaciones incluidos"),
      ls("Available in 22 states", "Disponible en 22 estados"),
    ]),
  },
  {
    _id: "competitor.solarcrest",
    _type: "competitorListing",
    category: "solar",
    name: "SolarCrest Home",
    representsOwnBrand: false,
    rank: 4,
    rating: 4.5,
    logo: image("competitor-solarcrest.svg", ls("SolarCrest Home logo", "Logotipo de SolarCrest Home")),
    tagline: ls("Best for premium panels", "Mejor para paneles premium"),
    url: "https://www.solarcresthome.example",
    phone: "8885550133",
    points: keyed("competitor.solarcrest.points", [
      ls("High-efficiency panels for small roofs", "Paneles de alta eficiencia para techos pequeños"),
      ls("Roof work bundled with installation", "Trabajo de techo incluido con la instalación"),
      ls("Fixed-rate solar loans", "Préstamos solares de tasa fija"),
    ]),
  },
  {
    _id: "competitor.evergreen",
    _type: "competitorListing",
    category: "solar",
    name: "Evergreen Power Co.",
    representsOwnBrand: false,
    rank: 5,
    rating: 4.2,
    logo: image("competitor-evergreen.svg", ls("Evergreen Power Co. logo", "Logotipo de Evergreen Power Co.")),
    tagline: ls("Best for budget systems", "Mejor para sistemas económicos"),
    url: "https://www.evergreenpower.example",
    points: keyed("competitor.evergreen.points", [
      ls("Lower upfront price per watt", "Menor precio inicial por vatio"),
      ls("Online design and quote", "Diseño y cotización en línea"),
      ls("10-year workmanship warranty", "Garantía de mano de obra de 10 años"),
    ]),
  },
];
