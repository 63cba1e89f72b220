/**
 * Content pages: consumer navigation pages (solar education) and sales-training pages for
 * independent solar reps on Closer Leads Exchange (brand.closerleads).
 *
 * Facts reviewed for November 2026:
 * - The 30% federal residential clean energy credit (IRC 25D) does not apply to systems installed
 *   after December 31, 2025 (ended by the 2025 federal budget law).
 * - Leased and PPA systems owned by third parties may still use the commercial credit (48E)
 *   through their owners, for a limited time under that law's deadlines.
 * - Net metering varies by state; California's Net Billing Tariff (NEM 3.0) lowered export credits
 *   for new customers from April 2023, which makes batteries more valuable there.
 * - Typical residential installed cost: about $2.50–$3.50 per watt before incentives.
 * Consumer copy never promises free panels or guaranteed savings ("no cost at installation" means a
 * lease or PPA). Scripts assume consented leads only and follow the TCPA and the Telemarketing
 * Sales Rule (calling hours, do-not-call, no claimed government affiliation).
 */
import { keyed, localeBlocks, ls, lt, type PageBlock, ref, type Schema, type Seed } from "./lib";

/** An English/Spanish pair. */
type T = [en: string, es: string];
type Section = "navigation" | "salesTraining";
type ContentPageDoc = Seed<Schema.ContentPage>;

const link = (label: T, href: string) => ({ _type: "link" as const, label: ls(...label), href });

const hero = (heading: T, subheading: T, cta?: ReturnType<typeof link>): PageBlock<"heroBlock"> => ({
  _type: "heroBlock",
  heading: ls(...heading),
  subheading: lt(...subheading),
  ...(cta ? { cta } : {}),
});

const highlights = (
  scope: string,
  heading: T | undefined,
  items: [title: T, text: T][],
): PageBlock<"highlightsBlock"> => ({
  _type: "highlightsBlock",
  ...(heading ? { heading: ls(...heading) } : {}),
  items: keyed(
    scope,
    items.map(([title, text]) => ({ _type: "highlight" as const, title: ls(...title), text: lt(...text) })),
  ),
});

const cta = (heading: T, text: T | undefined, target: ReturnType<typeof link>): PageBlock<"ctaBlock"> => ({
  _type: "ctaBlock",
  heading: ls(...heading),
  ...(text ? { text: lt(...text) } : {}),
  link: target,
});

const richText = (scope: string, en: string[], es: string[]): PageBlock<"richTextBlock"> => {
  if (en.length !== es.length) {
    throw new Error(`${scope}: ${en.length} English lines but ${es.length} Spanish lines`);
  }
  return { _type: "richTextBlock", body: localeBlocks(scope, en, es) };
};

const COMPETITORS = [
  "competitor.own",
  "competitor.sunridge",
  "competitor.brightwave",
  "competitor.solarcrest",
  "competitor.evergreen",
];

const comparison = (scope: string, heading: T): PageBlock<"comparisonBlock"> => ({
  _type: "comparisonBlock",
  heading: ls(...heading),
  competitors: keyed(
    scope,
    COMPETITORS.map((id) => ref(id)),
  ),
});

const calculator = (
  heading: T,
  intro: T,
  which: "solarSavings" | "salesCommission" | "margin",
): PageBlock<"calculatorBlock"> => ({
  _type: "calculatorBlock",
  heading: ls(...heading),
  intro: lt(...intro),
  calculator: which,
});

const faq = (scope: string, heading: T, items: [question: T, answer: T][]): PageBlock<"faqBlock"> => ({
  _type: "faqBlock",
  heading: ls(...heading),
  items: keyed(
    scope,
    items.map(([question, answer]) => ({
      _type: "faqItem" as const,
      question: ls(...question),
      answer: lt(...answer),
    })),
  ),
});

type PageInput = {
  id: string;
  path: string;
  section: Section;
  brand?: string;
  title: T;
  seoTitle: T;
  seoDescription: T;
  blocks: PageBlock[];
};

const page = ({ id, path, section, brand, title, seoTitle, seoDescription, blocks }: PageInput): ContentPageDoc => ({
  _id: `page.${id}`,
  _type: "contentPage",
  path,
  title: ls(...title),
  section,
  seo: { _type: "seo", title: ls(...seoTitle), description: lt(...seoDescription) },
  ...(brand ? { brand: ref(brand) } : {}),
  pageBuilder: keyed(`page.${id}.blocks`, blocks),
});

/** Consumer pages always send people to the savings flow. */
const savingsLink = (label: T = ["See my savings estimate", "Ver mi estimado de ahorro"]) => link(label, "/savings");

const CLOSER_LEADS = "brand.closerleads";
const SUNSAVER = "brand.sunsaver";

const trainingLink = (label: T, slug: string) => link(label, `/training/${slug}`);

/* ------------------------------------------------------------------------------------------------
 * Navigation: /solar-101
 * ---------------------------------------------------------------------------------------------- */

const solar101En = [
  "## How a home solar system works",
  "Solar panels on your roof turn sunlight into direct-current (DC) electricity. An inverter, either one central unit or small microinverters under each panel, converts it into the alternating current (AC) your home uses.",
  "Your home uses solar power first. When the panels make more than you need, the extra flows to the grid through your utility meter; at night or on cloudy days you draw power from the grid as usual.",
  "## The main parts",
  "- **Panels (modules):** most residential panels sold today are rated about 400–450 watts each and carry 25-year performance warranties.",
  "- **Inverter:** a string inverter, microinverters or power optimizers; warranties typically run 10 to 25 years.",
  "- **Racking and wiring:** the mounting system that attaches to your rafters and keeps your roof watertight.",
  "- **Battery (optional):** stores daytime solar for evening use or for backup power during outages.",
  "- **Monitoring:** an app that shows how much energy your system produces and your home uses.",
  "## Net metering and export credits",
  "How your utility credits the energy you send to the grid is called net metering or net billing, and the rules vary by state and utility. Some states still credit exports close to the retail rate; others pay much less.",
  "In California, the Net Billing Tariff (often called NEM 3.0) has applied to new customers of the large investor-owned utilities since April 2023. It pays far less for exported energy, which is why many new California systems now include a battery.",
  "## What solar costs",
  "Typical residential systems cost about $2.50 to $3.50 per watt installed, before incentives. A 7-kilowatt (7,000-watt) system therefore runs roughly $17,500 to $24,500, depending on equipment, roof complexity and local labor costs.",
  "## Incentives in 2026",
  "The 30% federal residential clean energy credit (Section 25D) does not apply to systems installed after December 31, 2025; the 2025 federal budget law ended it. If you buy a system today, do not count on a federal tax credit.",
  "Leases and power purchase agreements (PPAs) work differently: the company that owns the system may still claim a commercial tax credit for a limited time and may pass part of that value into your price. Many states, cities and utilities also still offer their own incentives.",
  "Ready to see numbers for your own roof? Try our [solar savings calculator](/calculators/solar-savings).",
];

const solar101Es = [
  "## Cómo funciona un sistema solar en casa",
  "Los paneles solares del techo convierten la luz del sol en electricidad de corriente continua (CC). Un inversor, ya sea una unidad central o microinversores pequeños debajo de cada panel, la convierte en la corriente alterna (CA) que usa su hogar.",
  "Su casa usa primero la energía solar. Cuando los paneles producen más de lo que usted necesita, el excedente pasa a la red a través del medidor de la compañía eléctrica; de noche o en días nublados, usted toma energía de la red como siempre.",
  "## Los componentes principales",
  "- **Paneles (módulos):** la mayoría de los paneles residenciales que se venden hoy tienen una potencia de unos 400 a 450 vatios cada uno y una garantía de rendimiento de 25 años.",
  "- **Inversor:** un inversor de cadena, microinversores u optimizadores de potencia; las garantías suelen ser de 10 a 25 años.",
  "- **Estructura y cableado:** el sistema de montaje que se fija a las vigas del techo y lo mantiene impermeable.",
  "- **Batería (opcional):** almacena la energía solar del día para usarla por la noche o como respaldo durante los apagones.",
  "- **Monitoreo:** una aplicación que muestra cuánta energía produce su sistema y cuánta consume su hogar.",
  "## Medición neta y créditos por exportación",
  "La forma en que la compañía eléctrica le acredita la energía que usted envía a la red se llama medición neta (net metering) o facturación neta, y las reglas varían según el estado y la compañía. Algunos estados todavía acreditan las exportaciones a un valor cercano a la tarifa minorista; otros pagan mucho menos.",
  "En California, la Tarifa de Facturación Neta (conocida como NEM 3.0) se aplica desde abril de 2023 a los nuevos clientes de las grandes compañías eléctricas privadas. Paga mucho menos por la energía exportada; por eso muchos sistemas nuevos en California ahora incluyen una batería.",
  "## Cuánto cuesta la energía solar",
  "Un sistema residencial típico cuesta entre $2.50 y $3.50 por vatio instalado, antes de incentivos. Por lo tanto, un sistema de 7 kilovatios (7,000 vatios) cuesta aproximadamente entre $17,500 y $24,500, según el equipo, la complejidad del techo y el costo de la mano de obra local.",
  "## Incentivos en 2026",
  "El crédito fiscal federal del 30% para energía limpia residencial (Sección 25D) no se aplica a los sistemas instalados después del 31 de diciembre de 2025; la ley de presupuesto federal de 2025 lo eliminó. Si compra un sistema hoy, no cuente con un crédito fiscal federal.",
  "Los arrendamientos (leases) y los acuerdos de compra de energía (PPA) funcionan de otra manera: la empresa dueña del sistema todavía puede reclamar un crédito fiscal comercial por un tiempo limitado y trasladar parte de ese valor a su precio. Muchos estados, ciudades y compañías eléctricas también siguen ofreciendo sus propios incentivos.",
  "¿Quiere ver cifras para su propio techo? Pruebe nuestra [calculadora de ahorro solar](/calculators/solar-savings).",
];

const solar101 = page({
  id: "solar-101",
  path: "/solar-101",
  section: "navigation",
  title: ["Solar 101", "Solar 101: lo básico"],
  seoTitle: ["Solar 101: How Home Solar Works in 2026", "Solar 101: cómo funciona la energía solar en casa en 2026"],
  seoDescription: [
    "A plain-English guide to home solar: how panels work, net metering, what systems cost per watt, and which incentives still apply in 2026.",
    "Una guía clara sobre la energía solar en casa: cómo funcionan los paneles, la medición neta, el costo por vatio y los incentivos vigentes en 2026.",
  ],
  blocks: [
    hero(
      ["Solar 101: how home solar works", "Solar 101: cómo funciona la energía solar en casa"],
      [
        "Panels, inverters, net metering, costs and the 2026 incentive picture, explained without the sales pitch so you can compare offers with confidence.",
        "Paneles, inversores, medición neta, costos y los incentivos de 2026, explicados sin discurso de ventas para que pueda comparar ofertas con confianza.",
      ],
      savingsLink(["See what solar could save you", "Vea cuánto podría ahorrar con energía solar"]),
    ),
    richText("page.solar-101.basics", solar101En, solar101Es),
    highlights(
      "page.solar-101.payment-options",
      ["Four ways to pay for solar", "Cuatro formas de pagar la energía solar"],
      [
        [
          ["Cash purchase", "Compra al contado"],
          [
            "You own the system from day one and usually get the most value over its life. You pay the full price up front; there is no federal tax credit for systems installed after 2025.",
            "Usted es dueño del sistema desde el primer día y, por lo general, obtiene el mayor valor durante su vida útil. Paga el precio completo por adelantado; no hay crédito fiscal federal para sistemas instalados después de 2025.",
          ],
        ],
        [
          ["Solar loan", "Préstamo solar"],
          [
            "You own the system and pay it off monthly. Compare the interest rate, the term and any dealer fee built into the price: a low rate can hide a higher system price.",
            "Usted es dueño del sistema y lo paga mensualmente. Compare la tasa de interés, el plazo y cualquier cargo del distribuidor incluido en el precio: una tasa baja puede esconder un precio más alto.",
          ],
        ],
        [
          ["Lease", "Arrendamiento (lease)"],
          [
            "A company owns the system and you pay a fixed monthly amount to use it, often with little or no cost at installation. Maintenance is usually included; check for annual payment increases.",
            "Una empresa es dueña del sistema y usted paga una cantidad mensual fija por usarlo, a menudo con poco o ningún costo al instalarlo. El mantenimiento suele estar incluido; revise si el pago aumenta cada año.",
          ],
        ],
        [
          ["Power purchase agreement (PPA)", "Acuerdo de compra de energía (PPA)"],
          [
            "A company owns the system and you pay for the electricity it produces, per kilowatt-hour, usually at a rate below your utility's. No cost at installation does not mean free: you are paying for the power.",
            "Una empresa es dueña del sistema y usted paga por la electricidad que produce, por kilovatio-hora, por lo general a una tarifa menor que la de su compañía eléctrica. Sin costo al instalar no significa gratis: usted paga por la energía.",
          ],
        ],
      ],
    ),
    faq(
      "page.solar-101.faq",
      ["Common questions", "Preguntas frecuentes"],
      [
        [
          ["Are there really free solar panels?", "¿De verdad existen paneles solares gratis?"],
          [
            "No. Offers with no cost at installation are leases or power purchase agreements: a company owns the panels and you pay monthly for the system or the power it makes. Read the contract term, the monthly amount and any yearly increase.",
            "No. Las ofertas sin costo al instalar son arrendamientos o acuerdos de compra de energía: una empresa es dueña de los paneles y usted paga mensualmente por el sistema o por la energía que produce. Lea el plazo del contrato, el pago mensual y cualquier aumento anual.",
          ],
        ],
        [
          [
            "Does solar work on cloudy days or in winter?",
            "¿Funciona la energía solar en días nublados o en invierno?",
          ],
          [
            "Yes, at reduced output. Panels respond to light, not heat, so production drops on cloudy days and short winter days and rises in spring and summer. Estimates are based on a full year of local weather data.",
            "Sí, con menor producción. Los paneles responden a la luz, no al calor, así que la producción baja en días nublados y en los días cortos de invierno, y sube en primavera y verano. Los estimados se basan en un año completo de datos meteorológicos locales.",
          ],
        ],
        [
          ["How long do solar panels last?", "¿Cuánto duran los paneles solares?"],
          [
            "Quality panels are typically warranted for 25 years or more and lose roughly half a percent of output per year. Inverters may need replacement sooner, depending on the type and warranty.",
            "Los paneles de calidad suelen tener una garantía de 25 años o más y pierden aproximadamente medio punto porcentual de producción al año. Es posible que los inversores deban reemplazarse antes, según el tipo y la garantía.",
          ],
        ],
        [
          [
            "Will my solar keep working during a power outage?",
            "¿Seguirá funcionando mi sistema solar durante un apagón?",
          ],
          [
            "Not by itself. Grid-tied systems shut off during outages so they cannot send power onto lines that utility crews are repairing. To keep the lights on, you need a battery or other backup equipment designed for it.",
            "No por sí solo. Los sistemas conectados a la red se apagan durante los apagones para no enviar energía a las líneas que reparan los técnicos de la compañía eléctrica. Para mantener la luz, necesita una batería u otro equipo de respaldo diseñado para ello.",
          ],
        ],
        [
          ["Will I still get an electric bill?", "¿Seguiré recibiendo una factura de electricidad?"],
          [
            "Almost always. Most utilities charge a monthly connection or minimum fee, and you will still buy power when the panels are not producing enough. A well-sized system can reduce the energy part of the bill substantially.",
            "Casi siempre. La mayoría de las compañías eléctricas cobran un cargo mensual de conexión o un cargo mínimo, y usted seguirá comprando energía cuando los paneles no produzcan lo suficiente. Un sistema del tamaño adecuado puede reducir considerablemente la parte de energía de la factura.",
          ],
        ],
      ],
    ),
    cta(
      ["Ready to see numbers for your home?", "¿Listo para ver cifras para su hogar?"],
      [
        "Answer a few questions about your home and your electric bill. We'll show you an estimate and, if you choose, connect you with licensed local installers. Estimates are not a quote or a guarantee of savings.",
        "Responda unas preguntas sobre su casa y su factura de electricidad. Le mostraremos un estimado y, si lo desea, lo pondremos en contacto con instaladores locales con licencia. Los estimados no son una cotización ni una garantía de ahorro.",
      ],
      savingsLink(),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation: /calculators/solar-savings
 * ---------------------------------------------------------------------------------------------- */

const savingsCalcEn = [
  "## What goes into your estimate",
  "- **Your usage:** we convert your average monthly bill into kilowatt-hours using typical residential rates for your utility.",
  "- **Sunlight:** a kilowatt of panels produces roughly 1,100 kilowatt-hours a year in cloudier northern areas and 1,600 or more in the sunny Southwest, adjusted for your ZIP code.",
  "- **System size:** enough panels to cover most of your yearly usage, within what a typical roof in your area can hold.",
  "- **Cost:** about $2.50 to $3.50 per watt installed, adjusted for your region, before incentives.",
  "- **Incentives:** no federal residential tax credit for systems installed after December 31, 2025; state, local and utility incentives are included only where they apply.",
  "- **Export credits:** your state's net metering or net billing rules. This matters most in places like California, where NEM 3.0 pays much less for exported power.",
  "- **Future rates:** an assumed average yearly increase in utility prices. Real increases vary and can be lower or higher.",
  "## How to read the results",
  "**Payback period** is the number of years until your cumulative bill savings equal what you paid for a purchased system. It is shortest where electricity is expensive and sunshine is strong.",
  "**Lifetime savings** compare what you would pay the utility over 25 years with what you would pay for solar plus any remaining utility bill.",
  "For a lease or PPA, your savings are the difference between the solar payment and the utility power it replaces. Check whether the payment rises every year (an escalator, often 0% to about 3.9%), because that changes the math over 20–25 years.",
  "## Why this is an estimate, not a quote",
  "Your actual numbers depend on a site visit, your roof and shading, the equipment, the final contract price and what your utility charges in the future. Nobody can guarantee future savings. Ask every installer to show the assumptions behind their proposal, and compare at least two or three.",
];

const savingsCalcEs = [
  "## Qué incluye su estimado",
  "- **Su consumo:** convertimos su factura mensual promedio a kilovatios-hora usando las tarifas residenciales típicas de su compañía eléctrica.",
  "- **Luz solar:** un kilovatio de paneles produce aproximadamente 1,100 kilovatios-hora al año en las zonas del norte más nubladas y 1,600 o más en el soleado suroeste, ajustado según su código postal.",
  "- **Tamaño del sistema:** suficientes paneles para cubrir la mayor parte de su consumo anual, dentro de lo que cabe en un techo típico de su zona.",
  "- **Costo:** entre $2.50 y $3.50 por vatio instalado, aproximadamente, ajustado a su región y antes de incentivos.",
  "- **Incentivos:** no hay crédito fiscal federal residencial para sistemas instalados después del 31 de diciembre de 2025; los incentivos estatales, locales y de compañías eléctricas se incluyen solo donde aplican.",
  "- **Créditos por exportación:** las reglas de medición neta o facturación neta de su estado. Esto importa sobre todo en lugares como California, donde NEM 3.0 paga mucho menos por la energía exportada.",
  "- **Tarifas futuras:** un aumento anual promedio supuesto en los precios de la electricidad. Los aumentos reales varían y pueden ser menores o mayores.",
  "## Cómo leer los resultados",
  "El **período de recuperación** es la cantidad de años que tardan sus ahorros acumulados en igualar lo que pagó por un sistema comprado. Es más corto donde la electricidad es cara y el sol es intenso.",
  "El **ahorro total** compara lo que pagaría a la compañía eléctrica durante 25 años con lo que pagaría por la energía solar más la factura eléctrica que le quede.",
  "En un arrendamiento o PPA, su ahorro es la diferencia entre el pago solar y la energía de la compañía eléctrica que reemplaza. Revise si el pago sube cada año (un aumento anual, a menudo de 0% a cerca de 3.9%), porque eso cambia las cuentas a lo largo de 20 a 25 años.",
  "## Por qué es un estimado y no una cotización",
  "Sus cifras reales dependen de una visita al sitio, de su techo y la sombra, del equipo, del precio final del contrato y de lo que cobre su compañía eléctrica en el futuro. Nadie puede garantizar ahorros futuros. Pida a cada instalador que le muestre los supuestos de su propuesta y compare al menos dos o tres.",
];

const solarSavingsCalculator = page({
  id: "calculators.solar-savings",
  path: "/calculators/solar-savings",
  section: "navigation",
  title: ["Solar Savings Calculator", "Calculadora de ahorro solar"],
  seoTitle: [
    "Solar Savings Calculator: Estimate Cost and Payback",
    "Calculadora de ahorro solar: estime el costo y la recuperación",
  ],
  seoDescription: [
    "Estimate your solar system size, installed cost, payback period and long-term savings from your electric bill and ZIP code, using 2026 incentive rules.",
    "Estime el tamaño de su sistema solar, el costo instalado, el período de recuperación y el ahorro a largo plazo según su factura y código postal, con las reglas de 2026.",
  ],
  blocks: [
    hero(
      ["How much could solar save you?", "¿Cuánto podría ahorrar con energía solar?"],
      [
        "A quick, honest estimate based on your electric bill, your local sunshine and current 2026 costs and incentives. No phone call required to see your numbers.",
        "Un estimado rápido y honesto basado en su factura de electricidad, el sol de su zona y los costos e incentivos actuales de 2026. No necesita una llamada para ver sus cifras.",
      ],
    ),
    calculator(
      ["Solar savings calculator", "Calculadora de ahorro solar"],
      [
        "Enter your average monthly electric bill and your ZIP code. We'll estimate the system size you need, the installed cost, and how a purchase, loan, lease or PPA could compare with staying on utility power.",
        "Ingrese su factura de electricidad mensual promedio y su código postal. Estimaremos el tamaño de sistema que necesita, el costo instalado y cómo se compararían una compra, un préstamo, un arrendamiento o un PPA con seguir usando solo la energía de la compañía eléctrica.",
      ],
      "solarSavings",
    ),
    richText("page.calculators.solar-savings.method", savingsCalcEn, savingsCalcEs),
    faq(
      "page.calculators.solar-savings.faq",
      ["Calculator questions", "Preguntas sobre la calculadora"],
      [
        [
          [
            "Why does the calculator ask for my bill instead of my home's size?",
            "¿Por qué la calculadora pide mi factura y no el tamaño de mi casa?",
          ],
          [
            "Your electricity use, not your square footage, determines how many panels you need. Two homes of the same size can use very different amounts of power depending on air conditioning, pool pumps, electric vehicles and who lives there.",
            "Lo que determina cuántos paneles necesita es su consumo de electricidad, no los pies cuadrados. Dos casas del mismo tamaño pueden usar cantidades de energía muy distintas según el aire acondicionado, las bombas de piscina, los vehículos eléctricos y quién vive en ellas.",
          ],
        ],
        [
          ["Do I need a battery?", "¿Necesito una batería?"],
          [
            "Not always. A battery adds cost but can pay off where exported power earns little credit, as under California's NEM 3.0, where time-of-use rates are high in the evening, or where you want backup power during outages.",
            "No siempre. Una batería aumenta el costo, pero puede valer la pena donde la energía exportada recibe poco crédito, como con NEM 3.0 en California, donde las tarifas por horario son altas en la noche o si desea respaldo durante los apagones.",
          ],
        ],
        [
          [
            "Does the estimate include the 30% federal tax credit?",
            "¿El estimado incluye el crédito fiscal federal del 30%?",
          ],
          [
            "No. The federal residential credit does not apply to systems installed after December 31, 2025. If a salesperson tells you otherwise for a new purchase, ask them to put it in writing and check with a tax professional.",
            "No. El crédito federal residencial no se aplica a los sistemas instalados después del 31 de diciembre de 2025. Si un vendedor le dice lo contrario para una compra nueva, pídale que lo ponga por escrito y consulte con un profesional de impuestos.",
          ],
        ],
        [
          ["Is my estimate a price quote?", "¿Mi estimado es una cotización de precio?"],
          [
            "No. It is a planning tool. A binding price comes only from a licensed installer's written proposal after they review your roof, electrical panel and usage.",
            "No. Es una herramienta de planificación. Un precio firme solo lo da la propuesta por escrito de un instalador con licencia, después de revisar su techo, su panel eléctrico y su consumo.",
          ],
        ],
      ],
    ),
    cta(
      ["Want a proposal built for your actual roof?", "¿Quiere una propuesta hecha para su techo real?"],
      [
        "Tell us a little about your home and we'll match you with licensed installers who serve your area. There's no cost to compare, and you're never obligated to buy.",
        "Cuéntenos un poco sobre su casa y lo pondremos en contacto con instaladores con licencia que trabajan en su zona. Comparar no tiene costo y nunca está obligado a comprar.",
      ],
      savingsLink(["Get my personalized estimate", "Obtener mi estimado personalizado"]),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation: /top-solar-companies
 * ---------------------------------------------------------------------------------------------- */

const topCompaniesEn = [
  "## How to compare solar installers",
  "The brand on the panel matters less than the company that designs, installs and services your system. Use this checklist for every quote you receive.",
  "1. **License and insurance.** Confirm the installer's contractor license with your state licensing board (for example, CSLB in California) and ask for proof of liability and workers' compensation insurance.",
  "2. **Who does the work.** Ask whether the company's own crews install the system or whether it is subcontracted, and who you call for service in year ten.",
  "3. **Price per watt.** Divide the total price by the system size in watts. Most residential systems land between about $2.50 and $3.50 per watt before incentives; far outside that range deserves an explanation.",
  "4. **Equipment.** Compare panel wattage and efficiency, the inverter type (string, microinverters or optimizers) and any battery's usable capacity in kilowatt-hours.",
  "5. **Warranties.** Look for a 25-year panel warranty, an inverter warranty that matches the equipment, and a separate workmanship and roof-penetration warranty of at least 10 years.",
  "6. **Production estimate.** The proposal should state expected yearly production in kilowatt-hours and explain shading and orientation losses.",
  "7. **Financing terms.** For loans, compare APR, term and dealer fees. For leases and PPAs, compare the starting payment or rate, the yearly escalator, the contract length and what happens if you sell your home.",
  "8. **Reviews and complaints.** Read recent reviews and check complaints with your state attorney general or consumer protection office.",
  "## Red flags",
  "- Claims that panels are free or that the government pays for them.",
  "- Pressure to sign the same day, or a salesperson who discourages you from reading the contract.",
  "- Promises of a federal tax credit on a system installed in 2026.",
  "- Savings described as guaranteed, or a proposal that hides the yearly payment increase.",
];

const topCompaniesEs = [
  "## Cómo comparar instaladores solares",
  "La marca del panel importa menos que la empresa que diseña, instala y da servicio a su sistema. Use esta lista de verificación con cada cotización que reciba.",
  "1. **Licencia y seguro.** Confirme la licencia de contratista del instalador con la junta de licencias de su estado (por ejemplo, CSLB en California) y pida comprobante de seguro de responsabilidad civil y de compensación laboral.",
  "2. **Quién hace el trabajo.** Pregunte si los equipos propios de la empresa instalan el sistema o si se subcontrata, y a quién llamará para el servicio en el décimo año.",
  "3. **Precio por vatio.** Divida el precio total entre el tamaño del sistema en vatios. La mayoría de los sistemas residenciales cuestan entre $2.50 y $3.50 por vatio, aproximadamente, antes de incentivos; un precio muy fuera de ese rango merece una explicación.",
  "4. **Equipo.** Compare la potencia y la eficiencia de los paneles, el tipo de inversor (de cadena, microinversores u optimizadores) y la capacidad útil de cualquier batería en kilovatios-hora.",
  "5. **Garantías.** Busque una garantía de 25 años para los paneles, una garantía del inversor acorde con el equipo y una garantía aparte de mano de obra y de perforaciones del techo de al menos 10 años.",
  "6. **Estimado de producción.** La propuesta debe indicar la producción anual esperada en kilovatios-hora y explicar las pérdidas por sombra y orientación.",
  "7. **Condiciones de financiamiento.** En los préstamos, compare la tasa anual (APR), el plazo y los cargos del distribuidor. En arrendamientos y PPA, compare el pago o la tarifa inicial, el aumento anual, la duración del contrato y qué pasa si vende su casa.",
  "8. **Reseñas y quejas.** Lea reseñas recientes y consulte las quejas ante la oficina del fiscal general o de protección al consumidor de su estado.",
  "## Señales de alerta",
  "- Afirmaciones de que los paneles son gratis o de que el gobierno los paga.",
  "- Presión para firmar el mismo día, o un vendedor que le desanima a leer el contrato.",
  "- Promesas de un crédito fiscal federal para un sistema instalado en 2026.",
  "- Ahorros descritos como garantizados, o una propuesta que oculta el aumento anual del pago.",
];

const topSolarCompanies = page({
  id: "top-solar-companies",
  path: "/top-solar-companies",
  section: "navigation",
  title: ["Top Solar Companies", "Las mejores compañías solares"],
  seoTitle: ["Top Solar Companies Compared (2026)", "Las mejores compañías solares comparadas (2026)"],
  seoDescription: [
    "Compare leading residential solar providers side by side, and learn how to judge installers on license, price per watt, warranties and financing terms.",
    "Compare lado a lado a los principales proveedores solares residenciales y aprenda a evaluar instaladores por licencia, precio por vatio, garantías y financiamiento.",
  ],
  blocks: [
    hero(
      ["Compare top solar companies", "Compare las mejores compañías solares"],
      [
        "See how solar providers stack up on equipment, warranties and payment options, then use our checklist to judge any quote you get.",
        "Vea cómo se comparan los proveedores solares en equipo, garantías y opciones de pago, y luego use nuestra lista para evaluar cualquier cotización que reciba.",
      ],
      savingsLink(["Compare quotes for my home", "Comparar cotizaciones para mi casa"]),
    ),
    comparison("page.top-solar-companies.competitors", [
      "How solar providers compare",
      "Cómo se comparan los proveedores solares",
    ]),
    richText("page.top-solar-companies.checklist", topCompaniesEn, topCompaniesEs),
    faq(
      "page.top-solar-companies.faq",
      ["Choosing an installer", "Cómo elegir un instalador"],
      [
        [
          ["How many quotes should I get?", "¿Cuántas cotizaciones debo pedir?"],
          [
            "Two or three is a good rule. It shows you a fair price per watt for your area and lets you compare equipment and warranties on the same system size.",
            "Dos o tres es una buena regla. Le muestra un precio por vatio justo para su zona y le permite comparar equipo y garantías para el mismo tamaño de sistema.",
          ],
        ],
        [
          [
            "Is a national company better than a local installer?",
            "¿Es mejor una compañía nacional que un instalador local?",
          ],
          [
            "Not necessarily. National companies may offer more financing options; local installers often offer more direct service. What matters is the license, the quality of the installation, the warranties and whether the company will be around to honor them.",
            "No necesariamente. Las compañías nacionales pueden ofrecer más opciones de financiamiento; los instaladores locales suelen ofrecer un servicio más directo. Lo que importa es la licencia, la calidad de la instalación, las garantías y si la empresa seguirá existiendo para cumplirlas.",
          ],
        ],
        [
          ["Can I cancel after I sign?", "¿Puedo cancelar después de firmar?"],
          [
            "Usually for a short period. Under the FTC's Cooling-Off Rule, many contracts signed in your home can be canceled within three business days, and some states give longer periods, such as five business days for Californians aged 65 or older on home improvement contracts. Your contract must explain your right to cancel.",
            "Por lo general, durante un período corto. Según la Regla de Enfriamiento de la FTC, muchos contratos firmados en su casa pueden cancelarse dentro de tres días hábiles, y algunos estados dan plazos más largos, como cinco días hábiles para los californianos de 65 años o más en contratos de mejoras del hogar. Su contrato debe explicar su derecho a cancelar.",
          ],
        ],
      ],
    ),
    cta(
      ["Get matched with licensed installers", "Conéctese con instaladores con licencia"],
      [
        "Answer a few questions and compare offers from installers who serve your ZIP code. No obligation, and no pressure.",
        "Responda unas preguntas y compare ofertas de instaladores que trabajan en su código postal. Sin compromiso y sin presión.",
      ],
      savingsLink(),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation: /go-solar-save-money
 * ---------------------------------------------------------------------------------------------- */

const saveMoneyEn = [
  "## Where solar savings come from",
  "Solar saves money by replacing electricity you would otherwise buy from your utility. Every kilowatt-hour your panels produce and your home uses directly is one you don't pay the utility's full retail rate for.",
  "Three things decide how much you save:",
  "- **Your electricity rate.** The higher your price per kilowatt-hour, the more each solar kilowatt-hour is worth. Homes in high-rate states tend to see the fastest payback.",
  "- **Your sunshine and roof.** A south-facing, unshaded roof in a sunny state produces much more than a shaded or north-facing one.",
  "- **Your utility's export rules.** Where net metering credits exports near retail value, oversupply in summer offsets winter bills. Where exports earn less, as under California's NEM 3.0, using your own solar power, often with a battery, matters more.",
  "## What it costs today",
  "Installed prices typically run about $2.50 to $3.50 per watt. A 6- to 8-kilowatt system, common for an average home, is roughly $15,000 to $28,000 before any state or local incentives.",
  "Since January 1, 2026, homeowners who buy a system can no longer claim the 30% federal residential tax credit; it applies only to systems installed by December 31, 2025. That makes the purchase price and financing terms more important than ever.",
  "## Owning vs. leasing in 2026",
  "If you buy with cash or a loan, you keep all the savings once the system is paid off, and the system may add value to your home. If you lease or sign a PPA, a company owns the system and may still use a commercial tax credit for a limited time, which can lower your payment; you get little or no cost at installation but pay monthly for the life of the contract.",
  "## A realistic view",
  "Solar is a long-term decision. Savings depend on future utility rates, how much energy you use and how well the system performs, so no honest company can guarantee them. Ask for the assumptions in writing and compare them with your own bills.",
];

const saveMoneyEs = [
  "## De dónde viene el ahorro solar",
  "La energía solar ahorra dinero porque reemplaza la electricidad que, de otro modo, compraría a su compañía eléctrica. Cada kilovatio-hora que producen sus paneles y que su casa usa directamente es uno por el que no paga la tarifa minorista completa.",
  "Tres factores determinan cuánto ahorra:",
  "- **Su tarifa de electricidad.** Cuanto más alto sea su precio por kilovatio-hora, más vale cada kilovatio-hora solar. Las casas en estados con tarifas altas suelen recuperar la inversión más rápido.",
  "- **El sol y su techo.** Un techo orientado al sur y sin sombra en un estado soleado produce mucho más que uno con sombra u orientado al norte.",
  "- **Las reglas de exportación de su compañía eléctrica.** Donde la medición neta acredita las exportaciones cerca del valor minorista, el excedente del verano compensa las facturas del invierno. Donde las exportaciones valen menos, como con NEM 3.0 en California, usar su propia energía solar, a menudo con una batería, importa más.",
  "## Cuánto cuesta hoy",
  "Los precios instalados suelen estar entre $2.50 y $3.50 por vatio. Un sistema de 6 a 8 kilovatios, común para una casa promedio, cuesta aproximadamente entre $15,000 y $28,000 antes de cualquier incentivo estatal o local.",
  "Desde el 1 de enero de 2026, los propietarios que compran un sistema ya no pueden reclamar el crédito fiscal federal residencial del 30%; solo aplica a los sistemas instalados hasta el 31 de diciembre de 2025. Por eso el precio de compra y las condiciones de financiamiento son más importantes que nunca.",
  "## Comprar o arrendar en 2026",
  "Si compra al contado o con un préstamo, se queda con todo el ahorro una vez pagado el sistema, y este puede aumentar el valor de su casa. Si arrienda o firma un PPA, una empresa es dueña del sistema y todavía puede usar un crédito fiscal comercial por un tiempo limitado, lo que puede reducir su pago; usted paga poco o nada al instalar, pero paga mensualmente durante todo el contrato.",
  "## Una visión realista",
  "La energía solar es una decisión a largo plazo. El ahorro depende de las tarifas futuras, de cuánta energía use y del rendimiento del sistema, así que ninguna empresa honesta puede garantizarlo. Pida los supuestos por escrito y compárelos con sus propias facturas.",
];

const goSolarSaveMoney = page({
  id: "go-solar-save-money",
  path: "/go-solar-save-money",
  section: "navigation",
  title: ["Go Solar and Save Money", "Pásese a la energía solar y ahorre"],
  seoTitle: ["How Going Solar Can Save You Money in 2026", "Cómo la energía solar puede ahorrarle dinero en 2026"],
  seoDescription: [
    "Where solar savings really come from, what systems cost per watt in 2026, and how buying compares with leasing now that the federal homeowner credit has ended.",
    "De dónde viene realmente el ahorro solar, cuánto cuestan los sistemas por vatio en 2026 y cómo se compara comprar con arrendar ahora que terminó el crédito federal.",
  ],
  blocks: [
    hero(
      ["Go solar and take control of your electric bill", "Pásese a la energía solar y tome el control de su factura"],
      [
        "Produce part of your own power at a cost you can plan for, instead of paying whatever the utility charges next year.",
        "Produzca parte de su propia energía a un costo que puede planificar, en lugar de pagar lo que la compañía eléctrica cobre el próximo año.",
      ],
      savingsLink(["Estimate my savings", "Estimar mi ahorro"]),
    ),
    richText("page.go-solar-save-money.savings", saveMoneyEn, saveMoneyEs),
    highlights(
      "page.go-solar-save-money.tips",
      ["Five ways to get more from solar", "Cinco formas de aprovechar más la energía solar"],
      [
        [
          ["Size it to your usage", "Elija el tamaño según su consumo"],
          [
            "Bring 12 months of electric bills so the system matches what you actually use. An oversized system can waste money where exports earn little.",
            "Tenga a mano 12 meses de facturas para que el sistema se ajuste a lo que realmente usa. Un sistema demasiado grande puede desperdiciar dinero donde las exportaciones valen poco.",
          ],
        ],
        [
          ["Fix efficiency first", "Mejore primero la eficiencia"],
          [
            "LED lighting, a smart thermostat and sealing air leaks lower your usage, which can mean a smaller, cheaper system.",
            "La iluminación LED, un termostato inteligente y sellar las fugas de aire reducen su consumo, lo que puede significar un sistema más pequeño y económico.",
          ],
        ],
        [
          ["Check your rate plan", "Revise su plan de tarifas"],
          [
            "On time-of-use rates, power is most expensive in the late afternoon and evening. Running big appliances while the sun shines increases savings.",
            "Con tarifas por horario, la electricidad es más cara al final de la tarde y en la noche. Usar los aparatos grandes mientras hay sol aumenta el ahorro.",
          ],
        ],
        [
          ["Consider a battery where it pays", "Considere una batería donde valga la pena"],
          [
            "Where exports are credited at low rates, storing daytime solar for evening use can be worth more than sending it to the grid.",
            "Donde las exportaciones se acreditan a tarifas bajas, guardar la energía solar del día para usarla en la noche puede valer más que enviarla a la red.",
          ],
        ],
        [
          ["Compare at least two quotes", "Compare al menos dos cotizaciones"],
          [
            "Compare price per watt, equipment, warranties and the yearly payment increase on leases and PPAs before you decide.",
            "Compare el precio por vatio, el equipo, las garantías y el aumento anual del pago en arrendamientos y PPA antes de decidir.",
          ],
        ],
      ],
    ),
    faq(
      "page.go-solar-save-money.faq",
      ["Saving money with solar", "Cómo ahorrar con energía solar"],
      [
        [
          ["Can I go solar with no money down?", "¿Puedo pasarme a la energía solar sin pago inicial?"],
          [
            "Often, yes, through a loan with no down payment, a lease or a PPA. No money down is not the same as free: you make monthly payments, and you should compare the total cost over the full term.",
            "A menudo sí, mediante un préstamo sin pago inicial, un arrendamiento o un PPA. Sin pago inicial no es lo mismo que gratis: usted hace pagos mensuales y debe comparar el costo total durante todo el plazo.",
          ],
        ],
        [
          ["How long until solar pays for itself?", "¿Cuánto tarda la energía solar en pagarse sola?"],
          [
            "For a purchased system, it depends on the price, your electricity rate, your sunshine and local incentives. Use our calculator for an estimate for your ZIP code, and ask installers to show their payback math.",
            "En un sistema comprado, depende del precio, de su tarifa de electricidad, del sol y de los incentivos locales. Use nuestra calculadora para obtener un estimado según su código postal y pida a los instaladores que le muestren sus cálculos de recuperación.",
          ],
        ],
        [
          ["Does solar increase my home's value?", "¿La energía solar aumenta el valor de mi casa?"],
          [
            "Owned systems can add value, and many states exempt solar from property tax assessments. Leased systems do not add equity and need to be transferred to the buyer or paid off when you sell.",
            "Los sistemas propios pueden aumentar el valor, y muchos estados excluyen la energía solar del avalúo del impuesto a la propiedad. Los sistemas arrendados no agregan plusvalía y deben transferirse al comprador o liquidarse cuando usted vende.",
          ],
        ],
      ],
    ),
    cta(
      ["See your personalized savings estimate", "Vea su estimado de ahorro personalizado"],
      [
        "It takes about two minutes. You'll see an estimate for your home, and you decide whether to talk with an installer.",
        "Toma unos dos minutos. Verá un estimado para su casa y usted decide si quiere hablar con un instalador.",
      ],
      savingsLink(),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation: /price-match-guarantee
 * ---------------------------------------------------------------------------------------------- */

const priceMatchEn = [
  "## How the Price Match Guarantee works",
  "If you already have a written solar quote, you shouldn't have to wonder whether you're overpaying. Participating installers in our network commit to match the price per watt of a qualifying competing quote for a comparable system, or to tell you plainly that they can't.",
  "1. **Request an estimate** through our site and mention that you have a competing quote.",
  "2. **Share the written quote** with your installer before you sign anything. It must be itemized and show the system size, equipment, total price and financing type.",
  "3. **We compare like for like:** price per watt on the same payment type (cash, loan, lease or PPA), a system size within about 10%, comparable panel and inverter class, and comparable warranties.",
  "4. **You get a written answer:** either a matching proposal or a clear explanation of why the quotes aren't comparable. You owe nothing either way.",
  "## Terms that apply",
  "- The competing quote must come from a licensed installer, be dated within the last 30 days and still be valid.",
  "- The guarantee applies before you sign with a participating installer; it does not apply to contracts you have already signed.",
  "- For loans, leases and PPAs, we compare the full financed terms, including dealer fees, interest rate, term and any yearly payment increase, not just the monthly payment.",
  "- Incentives, rebates and tax credits are not part of the price match; your installer will list any that apply separately.",
  "- Quotes for used or refurbished equipment, unlicensed contractors, employee or friends-and-family pricing, and offers that are not in writing do not qualify.",
  "- The exact terms are written into your installer's proposal. If anything on this page differs from that document, the written proposal controls.",
];

const priceMatchEs = [
  "## Cómo funciona la Garantía de Igualación de Precio",
  "Si ya tiene una cotización solar por escrito, no debería quedarse con la duda de si está pagando de más. Los instaladores participantes de nuestra red se comprometen a igualar el precio por vatio de una cotización competidora que califique para un sistema comparable, o a decirle claramente que no pueden hacerlo.",
  "1. **Solicite un estimado** en nuestro sitio y mencione que tiene una cotización de la competencia.",
  "2. **Comparta la cotización por escrito** con su instalador antes de firmar cualquier cosa. Debe estar detallada y mostrar el tamaño del sistema, el equipo, el precio total y el tipo de financiamiento.",
  "3. **Comparamos en igualdad de condiciones:** el precio por vatio con el mismo tipo de pago (contado, préstamo, arrendamiento o PPA), un tamaño de sistema dentro de un 10% aproximadamente, paneles e inversores de categoría comparable y garantías comparables.",
  "4. **Recibe una respuesta por escrito:** una propuesta que iguala el precio o una explicación clara de por qué las cotizaciones no son comparables. En ningún caso usted debe nada.",
  "## Condiciones aplicables",
  "- La cotización de la competencia debe venir de un instalador con licencia, tener fecha de los últimos 30 días y seguir vigente.",
  "- La garantía aplica antes de que firme con un instalador participante; no aplica a contratos que ya haya firmado.",
  "- En préstamos, arrendamientos y PPA, comparamos las condiciones completas del financiamiento, incluidos los cargos del distribuidor, la tasa de interés, el plazo y cualquier aumento anual del pago, no solo el pago mensual.",
  "- Los incentivos, reembolsos y créditos fiscales no forman parte de la igualación de precio; su instalador le indicará por separado los que apliquen.",
  "- No califican las cotizaciones de equipo usado o reacondicionado, de contratistas sin licencia, con precios para empleados o familiares y amigos, ni las ofertas que no estén por escrito.",
  "- Las condiciones exactas se incluyen por escrito en la propuesta de su instalador. Si algo en esta página difiere de ese documento, prevalece la propuesta por escrito.",
];

const priceMatchGuarantee = page({
  id: "price-match-guarantee",
  path: "/price-match-guarantee",
  section: "navigation",
  title: ["Price Match Guarantee", "Garantía de Igualación de Precio"],
  seoTitle: ["Solar Price Match Guarantee: How It Works", "Garantía de Igualación de Precio solar: cómo funciona"],
  seoDescription: [
    "Have a written solar quote? Participating installers will match the price per watt of a qualifying quote for a comparable system, or tell you why not. See the terms.",
    "¿Tiene una cotización solar por escrito? Los instaladores participantes igualarán el precio por vatio de una cotización válida para un sistema comparable. Vea las condiciones.",
  ],
  blocks: [
    hero(
      ["Already have a solar quote? Let's compare.", "¿Ya tiene una cotización solar? Comparémosla."],
      [
        "Our participating installers will match the price per watt of a qualifying written quote for a comparable system, or explain clearly why they can't.",
        "Nuestros instaladores participantes igualarán el precio por vatio de una cotización por escrito que califique para un sistema comparable, o le explicarán claramente por qué no pueden.",
      ],
      savingsLink(["Start my price comparison", "Comenzar mi comparación de precios"]),
    ),
    highlights(
      "page.price-match-guarantee.highlights",
      ["What you get", "Lo que usted recibe"],
      [
        [
          ["An apples-to-apples comparison", "Una comparación justa"],
          [
            "We compare price per watt on the same payment type, system size and equipment class, so a cheaper-looking quote with weaker equipment doesn't mislead you.",
            "Comparamos el precio por vatio con el mismo tipo de pago, tamaño de sistema y categoría de equipo, para que una cotización aparentemente más barata con equipo inferior no lo confunda.",
          ],
        ],
        [
          ["A written answer", "Una respuesta por escrito"],
          [
            "You receive either a matching proposal or a written explanation of the differences. No verbal promises.",
            "Recibe una propuesta que iguala el precio o una explicación por escrito de las diferencias. Sin promesas de palabra.",
          ],
        ],
        [
          ["No obligation", "Sin compromiso"],
          [
            "Comparing costs you nothing, and you're free to keep your original quote if it's the better fit.",
            "Comparar no le cuesta nada y es libre de quedarse con su cotización original si le conviene más.",
          ],
        ],
      ],
    ),
    richText("page.price-match-guarantee.terms", priceMatchEn, priceMatchEs),
    faq(
      "page.price-match-guarantee.faq",
      ["Price match questions", "Preguntas sobre la igualación de precio"],
      [
        [
          [
            "Does the guarantee mean I'll save a certain amount on my bill?",
            "¿La garantía significa que ahorraré cierta cantidad en mi factura?",
          ],
          [
            "No. The price match is about the price of the system or the financing terms. Your bill savings depend on your usage, your utility's rates and how the system performs, and can't be guaranteed.",
            "No. La igualación se refiere al precio del sistema o a las condiciones de financiamiento. El ahorro en su factura depende de su consumo, de las tarifas de su compañía eléctrica y del rendimiento del sistema, y no se puede garantizar.",
          ],
        ],
        [
          [
            "Can you match a lease quote with a loan?",
            "¿Pueden igualar una cotización de arrendamiento con un préstamo?",
          ],
          [
            "We compare the same payment type. A lease payment and a loan payment buy different things: with a loan you own the system, with a lease you don't. Your installer can show both options side by side.",
            "Comparamos el mismo tipo de pago. Un pago de arrendamiento y un pago de préstamo compran cosas distintas: con un préstamo usted es dueño del sistema; con un arrendamiento, no. Su instalador puede mostrarle ambas opciones lado a lado.",
          ],
        ],
        [
          [
            "What if the other quote includes a federal tax credit?",
            "¿Y si la otra cotización incluye un crédito fiscal federal?",
          ],
          [
            "For a purchased system installed in 2026, the 30% residential credit no longer applies, so a quote that subtracts it is overstating your savings. We compare the price before incentives.",
            "Para un sistema comprado e instalado en 2026, el crédito residencial del 30% ya no aplica, así que una cotización que lo resta exagera su ahorro. Comparamos el precio antes de incentivos.",
          ],
        ],
      ],
    ),
    cta(
      ["Put your quote to the test", "Ponga a prueba su cotización"],
      [
        "Tell us about your home and let a participating installer review your competing quote before you sign.",
        "Cuéntenos sobre su casa y deje que un instalador participante revise la cotización de la competencia antes de firmar.",
      ],
      savingsLink(["Compare my quote", "Comparar mi cotización"]),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation (SunSaver Program): /why-sunsaver
 * ---------------------------------------------------------------------------------------------- */

const whySunSaverEn = [
  "## What the SunSaver Program is",
  "The SunSaver Program is a private homeowner service that helps you find out whether solar makes sense for your home and, if it does, connects you with licensed, vetted installers in your area.",
  "It is not a government program, a utility program or a tax credit. No government agency sponsors or endorses it. If anyone tells you otherwise, please let us know.",
  "## How we're paid",
  "Using SunSaver costs you nothing. Participating installers pay us when we introduce you to them. That fee never obligates you to buy, and it does not change the rules we hold installers to.",
  "## What we ask of our installers",
  "- A valid contractor license in your state and proof of insurance.",
  "- Written proposals that show the system size, price per watt, equipment, warranties and expected yearly production.",
  "- Honest 2026 numbers: no federal residential tax credit on systems installed after December 31, 2025, and no promises of free panels or guaranteed savings.",
  "- For leases and PPAs, clear disclosure of the monthly payment or rate, the yearly escalator and the contract length.",
  "- Calls and texts only to homeowners who asked to be contacted, at reasonable hours, and an immediate stop when you say so.",
  "## Our promise to you",
  "We'll give you straight answers, including when solar is not a good fit. A shaded roof, a roof that needs replacing soon, or very low electric bills can all mean it's better to wait, and we'll tell you.",
];

const whySunSaverEs = [
  "## Qué es el Programa SunSaver",
  "El Programa SunSaver es un servicio privado para propietarios que le ayuda a saber si la energía solar le conviene a su casa y, si es así, lo pone en contacto con instaladores con licencia y verificados de su zona.",
  "No es un programa del gobierno, ni de una compañía eléctrica, ni un crédito fiscal. Ninguna agencia del gobierno lo patrocina ni lo respalda. Si alguien le dice lo contrario, por favor avísenos.",
  "## Cómo nos pagan",
  "Usar SunSaver no le cuesta nada. Los instaladores participantes nos pagan cuando le presentamos a ellos. Ese pago nunca lo obliga a comprar y no cambia las reglas que exigimos a los instaladores.",
  "## Lo que exigimos a nuestros instaladores",
  "- Una licencia de contratista vigente en su estado y comprobante de seguro.",
  "- Propuestas por escrito que muestren el tamaño del sistema, el precio por vatio, el equipo, las garantías y la producción anual esperada.",
  "- Cifras honestas para 2026: sin crédito fiscal federal residencial para sistemas instalados después del 31 de diciembre de 2025, y sin promesas de paneles gratis ni de ahorros garantizados.",
  "- En arrendamientos y PPA, información clara sobre el pago mensual o la tarifa, el aumento anual y la duración del contrato.",
  "- Llamadas y mensajes de texto solo a los propietarios que pidieron ser contactados, en horarios razonables, y suspenderlos de inmediato cuando usted lo pida.",
  "## Nuestro compromiso con usted",
  "Le daremos respuestas directas, incluso cuando la energía solar no le convenga. Un techo con sombra, un techo que pronto necesitará reemplazo o facturas de electricidad muy bajas pueden significar que es mejor esperar, y se lo diremos.",
];

const whySunSaver = page({
  id: "why-sunsaver",
  path: "/why-sunsaver",
  section: "navigation",
  brand: SUNSAVER,
  title: ["Why SunSaver", "Por qué SunSaver"],
  seoTitle: ["Why Homeowners Choose the SunSaver Program", "Por qué los propietarios eligen el Programa SunSaver"],
  seoDescription: [
    "The SunSaver Program is a free, private service that connects homeowners with licensed solar installers and honest 2026 numbers. No pressure, no free-panel gimmicks.",
    "El Programa SunSaver es un servicio privado y gratuito que conecta a propietarios con instaladores solares con licencia y cifras honestas de 2026. Sin presión ni trucos.",
  ],
  blocks: [
    hero(
      ["Why homeowners choose the SunSaver Program", "Por qué los propietarios eligen el Programa SunSaver"],
      [
        "Straight answers about solar, licensed local installers, and numbers you can check. You decide if and when to move forward.",
        "Respuestas claras sobre la energía solar, instaladores locales con licencia y cifras que usted puede verificar. Usted decide si avanza y cuándo.",
      ],
      savingsLink(["Check my home with SunSaver", "Evaluar mi casa con SunSaver"]),
    ),
    highlights(
      "page.why-sunsaver.reasons",
      ["What makes SunSaver different", "Qué hace diferente a SunSaver"],
      [
        [
          ["Vetted, licensed installers", "Instaladores verificados y con licencia"],
          [
            "We check licenses and insurance and keep track of customer feedback. Installers who don't meet our standards leave the program.",
            "Verificamos licencias y seguros y damos seguimiento a la opinión de los clientes. Los instaladores que no cumplen nuestros estándares salen del programa.",
          ],
        ],
        [
          ["Honest 2026 math", "Cuentas honestas para 2026"],
          [
            "Estimates reflect today's rules, including the end of the federal homeowner tax credit and your state's net metering policy.",
            "Los estimados reflejan las reglas actuales, incluido el fin del crédito fiscal federal para propietarios y la política de medición neta de su estado.",
          ],
        ],
        [
          ["Every way to pay, explained", "Todas las formas de pago, explicadas"],
          [
            "Cash, loan, lease or PPA: we explain what you own, what you pay and for how long, so you can choose what fits.",
            "Contado, préstamo, arrendamiento o PPA: le explicamos qué es suyo, cuánto paga y por cuánto tiempo, para que elija lo que le conviene.",
          ],
        ],
        [
          ["You stay in control", "Usted mantiene el control"],
          [
            "We contact you only because you asked, and you can stop calls or texts at any time by telling us or replying STOP.",
            "Solo lo contactamos porque usted lo pidió, y puede detener las llamadas o los mensajes en cualquier momento diciéndonoslo o respondiendo STOP.",
          ],
        ],
      ],
    ),
    richText("page.why-sunsaver.about", whySunSaverEn, whySunSaverEs),
    faq(
      "page.why-sunsaver.faq",
      ["About SunSaver", "Acerca de SunSaver"],
      [
        [
          ["Is SunSaver a government solar program?", "¿SunSaver es un programa solar del gobierno?"],
          [
            "No. SunSaver is a private service. We can tell you about state and utility incentives you may qualify for, but we are not affiliated with any government agency or utility.",
            "No. SunSaver es un servicio privado. Podemos informarle sobre incentivos estatales y de compañías eléctricas para los que podría calificar, pero no estamos afiliados a ninguna agencia del gobierno ni compañía eléctrica.",
          ],
        ],
        [
          ["Does SunSaver install the panels?", "¿SunSaver instala los paneles?"],
          [
            "No. Licensed installers in your area design and install the system, and your contract is with them. We help you get there and compare options.",
            "No. Instaladores con licencia de su zona diseñan e instalan el sistema, y su contrato es con ellos. Nosotros le ayudamos a llegar ahí y a comparar opciones.",
          ],
        ],
        [
          ["Will I get a lot of phone calls?", "¿Recibiré muchas llamadas?"],
          [
            "You'll hear from us and from the installers you're matched with, only about your request. Tell anyone who calls that you'd like them to stop, and they must honor it.",
            "Recibirá noticias nuestras y de los instaladores con los que lo conectemos, solo sobre su solicitud. Dígale a cualquiera que lo llame que desea que dejen de hacerlo, y deben respetarlo.",
          ],
        ],
      ],
    ),
    cta(
      ["See if your home qualifies", "Vea si su casa califica"],
      [
        "A few questions about your roof and your bill are all it takes to get a SunSaver estimate.",
        "Basta con unas preguntas sobre su techo y su factura para obtener un estimado de SunSaver.",
      ],
      savingsLink(["Get my SunSaver estimate", "Obtener mi estimado de SunSaver"]),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Navigation (SunSaver Program): /sunsaver-101
 * ---------------------------------------------------------------------------------------------- */

const sunSaver101En = [
  "## Your path to solar, step by step",
  "1. **Get your estimate.** Answer a few questions about your home, roof and electric bill. You'll see an estimated system size, cost range and savings outlook.",
  "2. **Talk with an advisor.** If you asked to be contacted, a SunSaver advisor or a matched installer calls to confirm the details and answer questions. You can ask for a specific time, or for text instead.",
  "3. **Site assessment.** The installer reviews your roof, shading and electrical panel, often with satellite imagery first and an in-person visit before the final design.",
  "4. **Proposal.** You receive a written proposal with system size, equipment, price per watt, payment option, warranties and expected yearly production.",
  "5. **Compare and decide.** Take your time. Compare payment options and, if you like, other quotes. Nothing is final until you sign a contract.",
  "6. **Contract and right to cancel.** Read the whole contract. Many home-solicitation contracts can be canceled within three business days, and some states allow longer.",
  "7. **Permits and installation.** The installer handles permits and utility paperwork. Installation on the roof usually takes one to three days; permitting and inspections take longer.",
  "8. **Permission to operate.** After the final inspection, your utility approves the system (often called PTO). Only then should you turn it on.",
  "## How long does it take?",
  "From signing to a working system commonly takes one to three months, depending on your city's permitting and your utility's interconnection process. Ask your installer for their current timeline in your area.",
  "## What it costs",
  "Systems typically cost about $2.50 to $3.50 per watt installed. Buyers pay the price up front or through a loan; there is no federal residential tax credit for systems installed after 2025. With a lease or PPA there is little or no cost at installation, and you pay monthly instead.",
];

const sunSaver101Es = [
  "## Su camino a la energía solar, paso a paso",
  "1. **Obtenga su estimado.** Responda unas preguntas sobre su casa, su techo y su factura de electricidad. Verá un tamaño de sistema estimado, un rango de costo y una perspectiva de ahorro.",
  "2. **Hable con un asesor.** Si pidió que lo contactaran, un asesor de SunSaver o un instalador asignado lo llamará para confirmar los detalles y responder sus preguntas. Puede pedir una hora específica o que le escriban por mensaje de texto.",
  "3. **Evaluación del sitio.** El instalador revisa su techo, la sombra y su panel eléctrico, a menudo primero con imágenes satelitales y luego con una visita en persona antes del diseño final.",
  "4. **Propuesta.** Recibe una propuesta por escrito con el tamaño del sistema, el equipo, el precio por vatio, la opción de pago, las garantías y la producción anual esperada.",
  "5. **Compare y decida.** Tómese su tiempo. Compare las opciones de pago y, si lo desea, otras cotizaciones. Nada es definitivo hasta que firme un contrato.",
  "6. **Contrato y derecho a cancelar.** Lea el contrato completo. Muchos contratos firmados en casa pueden cancelarse dentro de tres días hábiles, y algunos estados dan más tiempo.",
  "7. **Permisos e instalación.** El instalador se encarga de los permisos y del papeleo con la compañía eléctrica. La instalación en el techo suele tomar de uno a tres días; los permisos y las inspecciones tardan más.",
  "8. **Permiso para operar.** Después de la inspección final, su compañía eléctrica aprueba el sistema (lo que se conoce como PTO). Solo entonces debe encenderlo.",
  "## ¿Cuánto tiempo toma?",
  "Desde la firma hasta tener un sistema funcionando suelen pasar de uno a tres meses, según los permisos de su ciudad y el proceso de interconexión de su compañía eléctrica. Pregunte a su instalador por el plazo actual en su zona.",
  "## Cuánto cuesta",
  "Los sistemas suelen costar entre $2.50 y $3.50 por vatio instalado, aproximadamente. Quienes compran pagan el precio por adelantado o con un préstamo; no hay crédito fiscal federal residencial para sistemas instalados después de 2025. Con un arrendamiento o un PPA, el costo al instalar es bajo o nulo, y usted paga mensualmente.",
];

const sunSaver101 = page({
  id: "sunsaver-101",
  path: "/sunsaver-101",
  section: "navigation",
  brand: SUNSAVER,
  title: ["SunSaver 101", "SunSaver 101: lo básico"],
  seoTitle: [
    "SunSaver 101: Your Step-by-Step Guide to Solar",
    "SunSaver 101: su guía paso a paso para la energía solar",
  ],
  seoDescription: [
    "How the SunSaver Program works, from your first estimate to permission to operate: the steps, typical timelines, costs and what to have ready.",
    "Cómo funciona el Programa SunSaver, desde su primer estimado hasta el permiso para operar: los pasos, los plazos típicos, los costos y qué tener a mano.",
  ],
  blocks: [
    hero(
      ["SunSaver 101: from estimate to switch-on", "SunSaver 101: del estimado al encendido"],
      [
        "Here's exactly what happens when you check your home with the SunSaver Program, and what you'll decide at each step.",
        "Esto es exactamente lo que sucede cuando evalúa su casa con el Programa SunSaver, y lo que usted decidirá en cada paso.",
      ],
      savingsLink(["Start step 1", "Comenzar el paso 1"]),
    ),
    richText("page.sunsaver-101.steps", sunSaver101En, sunSaver101Es),
    highlights(
      "page.sunsaver-101.prepare",
      ["What to have ready", "Qué tener a mano"],
      [
        [
          ["12 months of electric bills", "12 meses de facturas de electricidad"],
          [
            "Your usage over a full year lets the installer size the system correctly. Most utilities let you download it from your online account.",
            "Su consumo durante un año completo permite al instalador dimensionar bien el sistema. La mayoría de las compañías eléctricas le permiten descargarlo desde su cuenta en línea.",
          ],
        ],
        [
          ["Your roof's age", "La edad de su techo"],
          [
            "If the roof is older than about 12 to 15 years or needs repairs, it may be wise to replace it before or together with solar.",
            "Si el techo tiene más de 12 a 15 años, aproximadamente, o necesita reparaciones, puede ser conveniente reemplazarlo antes de la instalación solar o al mismo tiempo.",
          ],
        ],
        [
          ["A photo of your electrical panel", "Una foto de su panel eléctrico"],
          [
            "The label on your main panel shows its amperage. Some older panels need an upgrade to connect solar.",
            "La etiqueta de su panel principal muestra su amperaje. Algunos paneles antiguos necesitan una actualización para conectar la energía solar.",
          ],
        ],
        [
          ["HOA guidelines, if any", "Las normas de su HOA, si existe"],
          [
            "Many states limit an HOA's power to ban solar, but you may still need design approval. Having the rules handy saves time.",
            "Muchos estados limitan el poder de una asociación de propietarios (HOA) para prohibir la energía solar, pero es posible que aún necesite aprobación del diseño. Tener las normas a mano ahorra tiempo.",
          ],
        ],
      ],
    ),
    faq(
      "page.sunsaver-101.faq",
      ["SunSaver 101 questions", "Preguntas sobre SunSaver 101"],
      [
        [
          ["Do I have to own my home?", "¿Tengo que ser dueño de mi casa?"],
          [
            "Yes. The person signing the contract must own the home and be on the title. Renters can ask their landlord, or look into community solar where it's available.",
            "Sí. La persona que firma el contrato debe ser dueña de la casa y figurar en el título. Los inquilinos pueden consultar con el propietario o informarse sobre la energía solar comunitaria donde esté disponible.",
          ],
        ],
        [
          ["Is there a credit requirement?", "¿Hay un requisito de crédito?"],
          [
            "For loans, leases and PPAs, yes: lenders and system owners check credit and set their own minimums. Paying cash has no credit requirement.",
            "Para préstamos, arrendamientos y PPA, sí: los prestamistas y los dueños de los sistemas revisan el crédito y fijan sus propios mínimos. Pagar al contado no tiene requisito de crédito.",
          ],
        ],
        [
          ["What if I sell my home later?", "¿Qué pasa si vendo mi casa más adelante?"],
          [
            "An owned system usually transfers with the home. With a loan, you typically pay off the balance at closing. With a lease or PPA, the buyer can usually take over the contract if they qualify, or you may have the option to buy out the system.",
            "Un sistema propio normalmente se transfiere con la casa. Con un préstamo, por lo general se liquida el saldo al cerrar la venta. Con un arrendamiento o PPA, el comprador normalmente puede asumir el contrato si califica, o usted puede tener la opción de comprar el sistema.",
          ],
        ],
      ],
    ),
    cta(
      ["Take the first step", "Dé el primer paso"],
      [
        "Get your SunSaver estimate in about two minutes. No cost, no obligation.",
        "Obtenga su estimado de SunSaver en unos dos minutos. Sin costo y sin compromiso.",
      ],
      savingsLink(),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/energy-shift
 * ---------------------------------------------------------------------------------------------- */

const energyShiftEn = [
  "## What changed, and why it matters on every call",
  "- **The 25D credit is over for new installs.** Homeowners who buy a system with cash or a loan cannot claim the 30% federal residential clean energy credit for systems installed after December 31, 2025. Never imply otherwise, and never use the credit as a deadline.",
  "- **Third-party ownership is growing.** With a lease or PPA, the company that owns the system may still claim the commercial credit (Section 48E) for a limited time under the 2025 law's deadlines, and can pass part of that value into the homeowner's payment.",
  "- **Export credits are shrinking in many markets.** California's Net Billing Tariff (NEM 3.0) cut export credits for new customers from April 2023, and other states and utilities are revisiting net metering. Self-consumption and batteries matter more.",
  "- **Demand and rates are rising.** Electrification (EVs, heat pumps) and large new loads are pushing many utilities to request rate increases. Quote the homeowner's own utility's approved or proposed increases, never a made-up national number.",
  "- **Prices have held steady.** Typical installed prices are about $2.50 to $3.50 per watt. Without the federal credit, the net price a buyer pays is higher than in 2025, so financing terms and honest sizing win deals.",
  "## The new talk track: control, not a coupon",
  "The old pitch was “buy before the tax credit drops.” The new pitch is about control. The homeowner already pays for power every month; the question is whether they keep renting all of it from the utility at prices they don't control, or produce part of it themselves at a cost they can predict.",
  "1. **Start with the bill.** Twelve months of usage and the current rate plan are your foundation. No bill, no proposal.",
  "2. **Match the ownership model to the person.** Cash or a loan for owners who want the most long-term value and can afford it; a lease or PPA for customers who want little or no cost at installation and a predictable payment.",
  "3. **Size for self-consumption** where exports earn little, and present a battery when backup needs or time-of-use rates justify it.",
  "4. **Show the math honestly:** price per watt, payment, escalator, estimated offset and every assumption behind the savings.",
  "## Words to retire",
  "- “Free solar” or “free panels.” No cost at installation means a lease or PPA with monthly payments.",
  "- “Government program,” “state program” or “the utility sent me” when you represent a private company.",
  "- “Guaranteed savings.” Some contracts include production guarantees, but bill savings depend on future rates and usage.",
  "- “You'll get 30% back from the IRS” on any system installed in 2026.",
];

const energyShiftEs = [
  "## Qué cambió y por qué importa en cada llamada",
  "- **El crédito 25D terminó para las instalaciones nuevas.** Los propietarios que compran un sistema al contado o con un préstamo no pueden reclamar el crédito federal del 30% para energía limpia residencial en sistemas instalados después del 31 de diciembre de 2025. Nunca insinúe lo contrario ni use el crédito como fecha límite.",
  "- **La propiedad de terceros está creciendo.** Con un arrendamiento o un PPA, la empresa dueña del sistema todavía puede reclamar el crédito comercial (Sección 48E) por un tiempo limitado según los plazos de la ley de 2025, y puede trasladar parte de ese valor al pago del propietario.",
  "- **Los créditos por exportación se reducen en muchos mercados.** La Tarifa de Facturación Neta de California (NEM 3.0) redujo los créditos por exportación para nuevos clientes desde abril de 2023, y otros estados y compañías eléctricas están revisando la medición neta. El autoconsumo y las baterías importan más.",
  "- **La demanda y las tarifas están subiendo.** La electrificación (vehículos eléctricos, bombas de calor) y las grandes cargas nuevas están llevando a muchas compañías eléctricas a pedir aumentos de tarifas. Cite los aumentos aprobados o propuestos de la compañía eléctrica del propietario, nunca una cifra nacional inventada.",
  "- **Los precios se han mantenido estables.** Los precios instalados típicos están entre $2.50 y $3.50 por vatio. Sin el crédito federal, el precio neto que paga un comprador es más alto que en 2025, así que las condiciones de financiamiento y un dimensionamiento honesto son los que cierran ventas.",
  "## El nuevo discurso: control, no un cupón",
  "El discurso anterior era “compre antes de que baje el crédito fiscal”. El nuevo discurso es sobre el control. El propietario ya paga la electricidad cada mes; la pregunta es si sigue rentándola toda a la compañía eléctrica a precios que no controla, o si produce parte de ella a un costo que puede prever.",
  "1. **Empiece por la factura.** Doce meses de consumo y el plan de tarifas actual son su base. Sin factura, no hay propuesta.",
  "2. **Adapte el modelo de propiedad a la persona.** Contado o préstamo para los propietarios que quieren el mayor valor a largo plazo y pueden pagarlo; arrendamiento o PPA para los clientes que quieren un costo bajo o nulo al instalar y un pago predecible.",
  "3. **Dimensione para el autoconsumo** donde las exportaciones valen poco, y presente una batería cuando las necesidades de respaldo o las tarifas por horario lo justifiquen.",
  "4. **Muestre las cuentas con honestidad:** precio por vatio, pago, aumento anual, compensación estimada y cada supuesto detrás del ahorro.",
  "## Palabras que hay que dejar de usar",
  "- “Energía solar gratis” o “paneles gratis”. Sin costo al instalar significa un arrendamiento o un PPA con pagos mensuales.",
  "- “Programa del gobierno”, “programa estatal” o “me envía la compañía eléctrica” cuando usted representa a una empresa privada.",
  "- “Ahorro garantizado”. Algunos contratos incluyen garantías de producción, pero el ahorro en la factura depende de las tarifas y del consumo futuros.",
  "- “El IRS le devolverá el 30%” en cualquier sistema instalado en 2026.",
];

const energyShift = page({
  id: "training.energy-shift",
  path: "/training/energy-shift",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["The Energy Shift", "El cambio energético"],
  seoTitle: [
    "The Energy Shift: Selling Solar After the Tax Credit",
    "El cambio energético: cómo vender solar después del crédito fiscal",
  ],
  seoDescription: [
    "Solar sales training for 2026: what the end of the 25D credit, third-party ownership, NEM 3.0 and rising rates mean for your pitch, and which claims to drop.",
    "Capacitación en ventas solares para 2026: qué significan el fin del crédito 25D, la propiedad de terceros, NEM 3.0 y las tarifas en alza para su discurso.",
  ],
  blocks: [
    hero(
      ["The Energy Shift: selling solar in 2026", "El cambio energético: cómo vender solar en 2026"],
      [
        "The homeowner tax credit is gone, leases and PPAs are growing, and batteries matter more. Here is how your pitch has to change, and what you must stop saying.",
        "El crédito fiscal para propietarios terminó, los arrendamientos y PPA están creciendo y las baterías importan más. Así debe cambiar su discurso, y esto es lo que debe dejar de decir.",
      ],
      trainingLink(["Next: roof eligibility", "Siguiente: elegibilidad del techo"], "roof-eligibility"),
    ),
    richText("page.training.energy-shift.body", energyShiftEn, energyShiftEs),
    faq(
      "page.training.energy-shift.faq",
      ["Questions reps ask", "Preguntas de los representantes"],
      [
        [
          [
            "A homeowner says their neighbor got 30% back. What do I say?",
            "Un propietario dice que a su vecino le devolvieron el 30%. ¿Qué le digo?",
          ],
          [
            "“That's likely right if their system was installed by the end of 2025. For systems installed from 2026 on, that homeowner credit no longer applies. Let's look at what's available to you today.” Suggest they confirm details with their tax professional.",
            "“Probablemente sea cierto si su sistema se instaló antes de que terminara 2025. Para los sistemas instalados desde 2026, ese crédito para propietarios ya no aplica. Veamos lo que hay disponible para usted hoy.” Sugiérale que confirme los detalles con su profesional de impuestos.",
          ],
        ],
        [
          [
            "How long will lease and PPA pricing benefit from 48E?",
            "¿Por cuánto tiempo se beneficiarán del 48E los precios de arrendamientos y PPA?",
          ],
          [
            "Only for a limited time. Under the 2025 law, solar projects generally must have begun construction by July 4, 2026 or be placed in service by the end of 2027 to qualify, with additional sourcing rules. Each financing partner decides how it applies; quote only the payment and rate in their current pricing, never the credit itself.",
            "Solo por un tiempo limitado. Según la ley de 2025, en general los proyectos solares deben haber comenzado su construcción antes del 4 de julio de 2026 o entrar en servicio antes de que termine 2027 para calificar, con reglas adicionales sobre el origen de los componentes. Cada socio financiero decide cómo se aplica; cite solo el pago y la tarifa de sus precios vigentes, nunca el crédito en sí.",
          ],
        ],
        [
          [
            "Is a lease or PPA always the better deal now?",
            "¿Ahora un arrendamiento o un PPA siempre es mejor opción?",
          ],
          [
            "No. A buyer with cash or good loan terms can still come out ahead over 25 years, and owns an asset. Lay out both options with the total cost over the term and let the homeowner choose.",
            "No. Un comprador con dinero en efectivo o buenas condiciones de préstamo todavía puede salir ganando en 25 años, y es dueño de un activo. Presente ambas opciones con el costo total durante el plazo y deje que el propietario elija.",
          ],
        ],
      ],
    ),
    cta(
      ["Put the new talk track to work", "Ponga en práctica el nuevo discurso"],
      [
        "Next, learn to screen roofs before you book the appointment, so the deals you close actually install.",
        "A continuación, aprenda a evaluar techos antes de agendar la cita, para que las ventas que cierre realmente se instalen.",
      ],
      trainingLink(["Roof eligibility training", "Capacitación sobre elegibilidad del techo"], "roof-eligibility"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/roof-eligibility
 * ---------------------------------------------------------------------------------------------- */

const roofEn = [
  "## The five-minute roof screen",
  "Before you spend an hour on a proposal, screen the roof on the first call and with satellite imagery. Most deals that cancel after signing fail on problems that were visible early: an old roof, heavy shade or an electrical panel that can't take the system.",
  "### 1. Roof age and condition",
  "Panels stay up for 25 years or more. If an asphalt-shingle roof is older than about 12 to 15 years, or has curling or missing shingles or leaks, raise reroofing now. Removing and reinstalling panels later typically costs the homeowner several thousand dollars.",
  "### 2. Roofing material",
  "- Composition shingle and standing-seam metal: the easiest and cheapest to mount on.",
  "- Concrete or clay tile: workable but slower and more expensive; broken tiles must be replaced.",
  "- Low-slope and flat roofs (TPO, modified bitumen): need tilt or ballasted racking.",
  "- Wood shake and slate: many installers decline or require special methods. Confirm before you book.",
  "### 3. Orientation and pitch",
  "South-facing planes produce the most. East- and west-facing planes typically produce roughly 10% to 20% less, and north-facing planes are usually excluded unless the roof is nearly flat.",
  "### 4. Shade",
  "Ask whether large trees overhang the roof and whether the owner is willing to trim them. Installers measure solar access with shade tools; heavy shade can shrink the system or disqualify the home.",
  "### 5. Usable area and fire setbacks",
  "A 400–450-watt panel covers about 21 square feet. Fire codes require access pathways and ridge setbacks; in California these are generally 36-inch pathways and 18- to 36-inch ridge setbacks, depending on how much of the roof is covered. Usable area is always less than total roof area.",
  "### 6. Main electrical panel",
  "Older 100-amp panels, or panels with a small main breaker, may need a main panel upgrade (MPU) to interconnect under the electrical code's busbar limits. Ask for a photo of the panel label on the first call.",
  "### 7. Ownership and restrictions",
  "Confirm the person you're talking with owns the home and is on the title, and ask about an HOA. Many states, including California, Arizona, Florida and Texas, limit an HOA's ability to prohibit solar, but design review can still add weeks.",
];

const roofEs = [
  "## La evaluación del techo en cinco minutos",
  "Antes de dedicar una hora a una propuesta, evalúe el techo en la primera llamada y con imágenes satelitales. La mayoría de las ventas que se cancelan después de firmar fracasan por problemas que se veían desde el principio: un techo viejo, mucha sombra o un panel eléctrico que no soporta el sistema.",
  "### 1. Edad y estado del techo",
  "Los paneles permanecen instalados 25 años o más. Si un techo de tejas asfálticas tiene más de 12 a 15 años, aproximadamente, o tiene tejas levantadas, faltantes o goteras, hable del reemplazo del techo desde ahora. Retirar y volver a instalar los paneles más adelante suele costarle al propietario varios miles de dólares.",
  "### 2. Material del techo",
  "- Tejas de composición y metal de junta alzada: los más fáciles y económicos para el montaje.",
  "- Teja de concreto o de barro: se puede, pero es más lento y costoso; las tejas rotas deben reemplazarse.",
  "- Techos planos o de poca pendiente (TPO, betún modificado): requieren estructuras inclinadas o con lastre.",
  "- Tejas de madera y pizarra: muchos instaladores no trabajan con ellas o exigen métodos especiales. Confírmelo antes de agendar.",
  "### 3. Orientación e inclinación",
  "Las superficies orientadas al sur producen más. Las orientadas al este y al oeste suelen producir entre un 10% y un 20% menos, aproximadamente, y las orientadas al norte normalmente se excluyen, salvo que el techo sea casi plano.",
  "### 4. Sombra",
  "Pregunte si hay árboles grandes sobre el techo y si el propietario está dispuesto a podarlos. Los instaladores miden el acceso solar con herramientas de sombra; mucha sombra puede reducir el sistema o descalificar la casa.",
  "### 5. Área útil y distancias contra incendios",
  "Un panel de 400 a 450 vatios ocupa unos 21 pies cuadrados. Los códigos contra incendios exigen pasillos de acceso y distancias desde la cumbrera; en California, por lo general, son pasillos de 36 pulgadas y distancias de 18 a 36 pulgadas desde la cumbrera, según cuánto del techo se cubra. El área útil siempre es menor que el área total del techo.",
  "### 6. Panel eléctrico principal",
  "Los paneles antiguos de 100 amperios, o los que tienen un interruptor principal pequeño, pueden necesitar una actualización del panel principal (MPU) para la interconexión según los límites de la barra colectora del código eléctrico. Pida una foto de la etiqueta del panel en la primera llamada.",
  "### 7. Propiedad y restricciones",
  "Confirme que la persona con quien habla es dueña de la casa y figura en el título, y pregunte si hay una HOA. Muchos estados, como California, Arizona, Florida y Texas, limitan la capacidad de una HOA para prohibir la energía solar, pero la revisión del diseño aún puede agregar semanas.",
];

const roofEligibility = page({
  id: "training.roof-eligibility",
  path: "/training/roof-eligibility",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Roof Eligibility", "Elegibilidad del techo"],
  seoTitle: [
    "Roof Eligibility for Solar: A Rep's Screening Guide",
    "Elegibilidad del techo para solar: guía de evaluación para representantes",
  ],
  seoDescription: [
    "Screen roofs before you book: age, material, orientation, shade, fire setbacks, the main electrical panel and HOA rules. Cut cancellations from the first call.",
    "Evalúe techos antes de agendar: edad, material, orientación, sombra, distancias contra incendios, panel eléctrico y normas de la HOA. Reduzca las cancelaciones.",
  ],
  blocks: [
    hero(
      [
        "Roof eligibility: qualify the roof before you sell the system",
        "Elegibilidad del techo: califique el techo antes de vender el sistema",
      ],
      [
        "A signed contract on a roof that can't hold panels is a cancellation waiting to happen. Learn the seven checks to run before you book.",
        "Un contrato firmado sobre un techo que no puede llevar paneles es una cancelación anunciada. Aprenda las siete revisiones que debe hacer antes de agendar.",
      ],
    ),
    richText("page.training.roof-eligibility.screen", roofEn, roofEs),
    highlights(
      "page.training.roof-eligibility.flags",
      ["Stop and check before booking", "Deténgase y verifique antes de agendar"],
      [
        [
          ["Not on the title", "No figura en el título"],
          [
            "Renters and relatives who don't own the home can't sign. Ask who owns the home and invite every owner to the appointment.",
            "Los inquilinos y los familiares que no son dueños no pueden firmar. Pregunte quién es el dueño e invite a todos los propietarios a la cita.",
          ],
        ],
        [
          ["Roof needs replacing", "El techo necesita reemplazo"],
          [
            "Book only if the owner is open to reroofing first or to a roof-plus-solar package, and say so plainly on the call.",
            "Agende solo si el propietario está dispuesto a reemplazar el techo primero o a un paquete de techo más solar, y dígalo claramente en la llamada.",
          ],
        ],
        [
          ["Heavy shade, no trimming", "Mucha sombra y sin poda"],
          [
            "If mature trees cover most of the roof and the owner won't trim, the system may not pencil out. Check imagery before you promise anything.",
            "Si árboles grandes cubren la mayor parte del techo y el propietario no quiere podarlos, el sistema puede no ser rentable. Revise las imágenes antes de prometer algo.",
          ],
        ],
        [
          ["Very low usage", "Consumo muy bajo"],
          [
            "Homes with very small bills may not justify a system's fixed costs. Be honest when solar isn't a fit; it protects your reputation and your clawback risk.",
            "Las casas con facturas muy bajas pueden no justificar los costos fijos de un sistema. Sea honesto cuando la energía solar no convenga; eso protege su reputación y reduce el riesgo de devolver comisiones.",
          ],
        ],
      ],
    ),
    faq(
      "page.training.roof-eligibility.faq",
      ["Roof questions", "Preguntas sobre el techo"],
      [
        [
          [
            "Can satellite imagery replace the site survey?",
            "¿Las imágenes satelitales pueden reemplazar la inspección del sitio?",
          ],
          [
            "No. Imagery is great for screening and a preliminary layout, but the installer still verifies rafters, roof condition and the electrical panel in person before final design.",
            "No. Las imágenes sirven para la evaluación y un diseño preliminar, pero el instalador igual verifica en persona las vigas, el estado del techo y el panel eléctrico antes del diseño final.",
          ],
        ],
        [
          ["Who pays for a main panel upgrade?", "¿Quién paga la actualización del panel principal?"],
          [
            "It depends on the installer. Some include it, many price it as an adder. Know your installer's policy before the appointment so the homeowner isn't surprised.",
            "Depende del instalador. Algunos la incluyen y muchos la cobran como un cargo adicional. Conozca la política de su instalador antes de la cita para que el propietario no se lleve sorpresas.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: state incentive programs", "Siguiente: programas de incentivos estatales"],
      [
        "Learn how to talk about state and local incentives accurately, without ever implying you represent the government.",
        "Aprenda a hablar de los incentivos estatales y locales con precisión, sin insinuar nunca que representa al gobierno.",
      ],
      trainingLink(
        ["State incentive program training", "Capacitación sobre programas de incentivos estatales"],
        "state-incentive-program",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/state-incentive-program
 * ---------------------------------------------------------------------------------------------- */

const stateIncentiveEn = [
  "## What “state incentive” actually means",
  "With the federal residential credit gone for systems installed after 2025, state, local and utility incentives are often the only public incentives a buyer can still use. They come in a few forms:",
  "- **State income tax credits:** for example, New York's solar energy system equipment credit (25% of cost, up to $5,000), Arizona's residential solar credit (25%, up to $1,000) and Massachusetts's residential renewable energy credit (15%, up to $1,000). Confirm current terms before quoting.",
  "- **Performance-based incentives:** payments per kilowatt-hour or per renewable energy certificate (REC or SREC), such as Massachusetts SMART, Illinois Shines and New Jersey's successor solar incentive program.",
  "- **Rebates:** from utilities, states or cities, often first-come, first-served with fixed budgets that run out.",
  "- **Property and sales tax exemptions:** many states exclude solar from property tax assessments, sales tax, or both.",
  "- **Income-qualified programs:** programs for lower-income households with strict eligibility rules and, often, their own approved contractor lists.",
  "## Verify before you quote",
  "Programs change, open and close, and run out of money. Before you cite a number, check the program's official website or the DSIRE database (dsireusa.org), note the date you checked, and give the homeowner the source. Tax credits belong to the homeowner: tell them to confirm eligibility with a tax professional, and never promise the amount they'll get back.",
  "## Never imply a government affiliation",
  "You and the brands you buy leads from are private businesses. The FTC's Telemarketing Sales Rule prohibits misrepresenting an affiliation with or endorsement by a government entity, the FTC's Impersonation Rule bans impersonating government agencies, and state attorneys general have taken action against solar sellers who did it.",
  "- Say: “I'm with [company], a private solar company. There's a state incentive you may qualify for, and I can show you how it works.”",
  "- Never say: “I'm calling from the state solar program,” “the government is paying for your panels” or “this is a free government program.”",
  "- Don't use official-looking seals, agency names in your caller ID or text sender name, or “final notice” language.",
  "- If the homeowner must apply to a program directly, say so and give them the official website.",
  "- If you're a participating contractor in a program, you may say that, using the program's exact name and only if it's true.",
];

const stateIncentiveEs = [
  "## Qué significa realmente “incentivo estatal”",
  "Sin el crédito federal residencial para sistemas instalados después de 2025, los incentivos estatales, locales y de las compañías eléctricas suelen ser los únicos incentivos públicos que un comprador todavía puede usar. Existen varias formas:",
  "- **Créditos estatales sobre el impuesto sobre la renta:** por ejemplo, el crédito de Nueva York por equipos de energía solar (25% del costo, hasta $5,000), el crédito solar residencial de Arizona (25%, hasta $1,000) y el crédito residencial por energía renovable de Massachusetts (15%, hasta $1,000). Confirme las condiciones vigentes antes de citarlas.",
  "- **Incentivos por rendimiento:** pagos por kilovatio-hora o por certificado de energía renovable (REC o SREC), como SMART en Massachusetts, Illinois Shines y el programa sucesor de incentivos solares de Nueva Jersey.",
  "- **Reembolsos:** de compañías eléctricas, estados o ciudades, a menudo por orden de llegada y con presupuestos fijos que se agotan.",
  "- **Exenciones de impuestos a la propiedad y sobre las ventas:** muchos estados excluyen la energía solar del avalúo del impuesto a la propiedad, del impuesto sobre las ventas o de ambos.",
  "- **Programas según ingresos:** programas para hogares de menores ingresos con reglas de elegibilidad estrictas y, a menudo, con su propia lista de contratistas aprobados.",
  "## Verifique antes de citar cifras",
  "Los programas cambian, abren y cierran, y se quedan sin fondos. Antes de citar una cifra, consulte el sitio web oficial del programa o la base de datos DSIRE (dsireusa.org), anote la fecha de su consulta y dé la fuente al propietario. Los créditos fiscales son del propietario: dígale que confirme su elegibilidad con un profesional de impuestos y nunca le prometa cuánto le devolverán.",
  "## Nunca insinúe una afiliación con el gobierno",
  "Usted y las marcas a las que compra leads son empresas privadas. La Regla de Ventas por Telemercadeo de la FTC prohíbe tergiversar una afiliación con una entidad del gobierno o su respaldo, la Regla contra la Suplantación de la FTC prohíbe hacerse pasar por agencias del gobierno, y los fiscales generales estatales han tomado medidas contra vendedores solares que lo hicieron.",
  "- Diga: “Le habla [nombre] de [empresa], una empresa solar privada. Hay un incentivo estatal para el que usted podría calificar y puedo explicarle cómo funciona.”",
  "- Nunca diga: “Le llamo del programa solar del estado”, “el gobierno paga sus paneles” ni “este es un programa gratuito del gobierno”.",
  "- No use sellos de aspecto oficial, nombres de agencias en su identificador de llamadas o en el remitente de sus mensajes, ni expresiones como “aviso final”.",
  "- Si el propietario debe solicitar un programa directamente, dígaselo y dele el sitio web oficial.",
  "- Si usted es contratista participante de un programa, puede decirlo, usando el nombre exacto del programa y solo si es cierto.",
];

const stateIncentiveProgram = page({
  id: "training.state-incentive-program",
  path: "/training/state-incentive-program",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["State Incentive Programs", "Programas de incentivos estatales"],
  seoTitle: [
    "Selling With State Solar Incentives, Compliantly",
    "Cómo vender con incentivos solares estatales cumpliendo las normas",
  ],
  seoDescription: [
    "How to present state tax credits, SREC and performance incentives, rebates and tax exemptions accurately, and why you must never imply government affiliation.",
    "Cómo presentar con precisión créditos fiscales estatales, incentivos por rendimiento, reembolsos y exenciones, y por qué nunca debe insinuar afiliación con el gobierno.",
  ],
  blocks: [
    hero(
      [
        "State incentive programs: accurate, verified, never “government”",
        "Programas de incentivos estatales: precisos, verificados y nunca “del gobierno”",
      ],
      [
        "State and utility incentives can still make a deal work in 2026. Misstating them, or implying you work for the state, can end your career and expose you to regulators.",
        "Los incentivos estatales y de las compañías eléctricas todavía pueden hacer viable una venta en 2026. Describirlos mal, o insinuar que trabaja para el estado, puede acabar con su carrera y exponerlo ante los reguladores.",
      ],
    ),
    richText("page.training.state-incentive-program.body", stateIncentiveEn, stateIncentiveEs),
    faq(
      "page.training.state-incentive-program.faq",
      ["Incentive questions", "Preguntas sobre incentivos"],
      [
        [
          [
            "The homeowner asks, “Is this a government program?” How do I answer?",
            "El propietario pregunta: “¿Es un programa del gobierno?”. ¿Cómo respondo?",
          ],
          [
            "Truthfully and right away: “No, I'm with a private solar company. Some state and utility incentives may apply to your home, and I'll show you the official sources so you can check them yourself.”",
            "Con la verdad y de inmediato: “No, trabajo para una empresa solar privada. Algunos incentivos estatales y de la compañía eléctrica podrían aplicar a su casa, y le mostraré las fuentes oficiales para que usted mismo los verifique.”",
          ],
        ],
        [
          [
            "Can I include a state tax credit in the homeowner's payment math?",
            "¿Puedo incluir un crédito fiscal estatal en el cálculo del pago del propietario?",
          ],
          [
            "Show it separately, labeled as an estimate that depends on the homeowner's tax liability, and never fold it into a “net price” that looks guaranteed.",
            "Muéstrelo por separado, identificado como un estimado que depende de la obligación tributaria del propietario, y nunca lo incluya en un “precio neto” que parezca garantizado.",
          ],
        ],
        [
          [
            "Do leases and PPAs get state incentives too?",
            "¿Los arrendamientos y PPA también reciben incentivos estatales?",
          ],
          [
            "Sometimes, but usually the system owner receives them, not the homeowner. Check the financing partner's pricing: the benefit, if any, shows up in the payment or rate.",
            "A veces, pero por lo general los recibe el dueño del sistema, no el propietario de la casa. Revise los precios del socio financiero: el beneficio, si existe, se refleja en el pago o en la tarifa.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: the discovery call", "Siguiente: la llamada de descubrimiento"],
      [
        "Put it together on the phone: the questions that qualify a homeowner and earn the appointment.",
        "Póngalo todo en práctica por teléfono: las preguntas que califican a un propietario y le ganan la cita.",
      ],
      trainingLink(["Discovery call training", "Capacitación sobre la llamada de descubrimiento"], "discovery-call"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/discovery-call
 * ---------------------------------------------------------------------------------------------- */

const discoveryEn = [
  "## The goal of discovery",
  "Discovery is not a pitch. In 15 to 20 minutes you confirm that the homeowner asked to hear from you, find out whether solar can work for the home, learn why they're interested, and earn a scheduled appointment with every decision maker.",
  "## The call flow",
  "1. **Identify yourself and confirm the request.** Your name, your company, and the request they made: “You asked about solar savings for your home on [date]. Is now still a good time?” If the number is on your do-not-call list, or they say stop, end the call politely and record it.",
  "2. **Set the agenda.** “I'll ask a few questions about your home and your electric bill, then if it looks like a fit, we'll find a time to go over real numbers. Sound fair?”",
  "3. **Ask, then listen.** Aim for the homeowner talking 70% of the time. Take notes in their words.",
  "4. **Summarize.** Repeat back what you heard: their bill, their goal and their concerns. Corrections here are gold.",
  "5. **Book or release.** If it's a fit, set the appointment. If it isn't, say so and thank them.",
  "## Question bank",
  "### The home",
  "- Do you own the home, and is anyone else on the title?",
  "- How old is the roof, and has it had any leaks or repairs?",
  "- Are there large trees near the house, and would you trim them if needed?",
  "- Is there an HOA?",
  "### The bill",
  "- Who is your utility, and roughly what do you pay in summer and in winter?",
  "- Are you on a time-of-use plan?",
  "- Any changes coming: an electric vehicle, a pool, a heat pump, more people at home?",
  "### Motivation and decision",
  "- What made you look into solar now?",
  "- If the numbers made sense, would you rather own the system or pay monthly with little or no upfront cost?",
  "- Besides you, who is part of this decision?",
  "- If this checks out, what would stop you from moving forward?",
];

const discoveryEs = [
  "## El objetivo del descubrimiento",
  "El descubrimiento no es una presentación de ventas. En 15 a 20 minutos usted confirma que el propietario pidió que lo contactaran, averigua si la energía solar puede funcionar en la casa, entiende por qué le interesa y se gana una cita agendada con todas las personas que toman la decisión.",
  "## El flujo de la llamada",
  "1. **Identifíquese y confirme la solicitud.** Su nombre, su empresa y la solicitud que hizo: “Usted pidió información sobre ahorro solar para su casa el [fecha]. ¿Todavía es buen momento?” Si el número está en su lista de no llamar, o le piden que no llame más, termine la llamada con cortesía y regístrelo.",
  "2. **Establezca la agenda.** “Le haré unas preguntas sobre su casa y su factura de electricidad y, si parece que le conviene, buscamos un momento para revisar cifras reales. ¿Le parece bien?”",
  "3. **Pregunte y escuche.** Procure que el propietario hable el 70% del tiempo. Tome notas con sus propias palabras.",
  "4. **Resuma.** Repita lo que escuchó: su factura, su objetivo y sus inquietudes. Las correcciones en este punto valen oro.",
  "5. **Agende o libere.** Si le conviene, fije la cita. Si no, dígaselo y agradézcale.",
  "## Banco de preguntas",
  "### La casa",
  "- ¿Es usted dueño de la casa y hay alguien más en el título?",
  "- ¿Qué edad tiene el techo y ha tenido goteras o reparaciones?",
  "- ¿Hay árboles grandes cerca de la casa y estaría dispuesto a podarlos si fuera necesario?",
  "- ¿Hay una HOA?",
  "### La factura",
  "- ¿Cuál es su compañía eléctrica y cuánto paga, más o menos, en verano y en invierno?",
  "- ¿Tiene un plan de tarifas por horario?",
  "- ¿Se avecina algún cambio: un vehículo eléctrico, una piscina, una bomba de calor, más personas en casa?",
  "### Motivación y decisión",
  "- ¿Qué lo llevó a informarse sobre la energía solar ahora?",
  "- Si las cifras tuvieran sentido, ¿preferiría ser dueño del sistema o pagar mensualmente con poco o ningún costo inicial?",
  "- Además de usted, ¿quién participa en esta decisión?",
  "- Si todo cuadra, ¿qué le impediría seguir adelante?",
];

const discoveryCall = page({
  id: "training.discovery-call",
  path: "/training/discovery-call",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["The Discovery Call", "La llamada de descubrimiento"],
  seoTitle: [
    "Solar Discovery Call: Flow and Question Bank",
    "Llamada de descubrimiento solar: flujo y banco de preguntas",
  ],
  seoDescription: [
    "Run a compliant 15-minute solar discovery call: confirm consent, qualify the home and the bill, uncover motivation and decision makers, and book the appointment.",
    "Haga una llamada de descubrimiento solar de 15 minutos que cumpla las normas: confirme el consentimiento, califique la casa y la factura, y agende la cita.",
  ],
  blocks: [
    hero(
      ["The discovery call: qualify, listen, book", "La llamada de descubrimiento: califique, escuche y agende"],
      [
        "The best closers win the deal on the first call by asking better questions. Here's the flow and the question bank to use with every lead.",
        "Los mejores vendedores ganan la venta en la primera llamada haciendo mejores preguntas. Aquí tiene el flujo y el banco de preguntas para usar con cada lead.",
      ],
      trainingLink(["Get the first-call script", "Ver el guion de la primera llamada"], "script-first-call"),
    ),
    richText("page.training.discovery-call.flow", discoveryEn, discoveryEs),
    highlights(
      "page.training.discovery-call.habits",
      ["Habits of great discovery calls", "Hábitos de las buenas llamadas de descubrimiento"],
      [
        [
          ["Ask for the bill early", "Pida la factura desde el principio"],
          [
            "A real bill beats a guess. Ask them to text or email a photo of a recent bill, or to download 12 months of usage from their utility account.",
            "Una factura real es mejor que una suposición. Pídale que le envíe por mensaje o correo una foto de una factura reciente, o que descargue 12 meses de consumo desde su cuenta de la compañía eléctrica.",
          ],
        ],
        [
          ["Get every decision maker", "Incluya a todos los que deciden"],
          [
            "If a spouse or co-owner will weigh in, book a time when both can attend. One-legged appointments rarely close.",
            "Si el cónyuge o un copropietario va a opinar, agende un horario en que ambos puedan estar. Las citas con una sola de las partes rara vez se cierran.",
          ],
        ],
        [
          ["Disqualify honestly", "Descalifique con honestidad"],
          [
            "Renters, unsuitable roofs and very low bills are not your customers today. Saying so builds trust and protects your close rate.",
            "Los inquilinos, los techos inadecuados y las facturas muy bajas no son sus clientes hoy. Decirlo genera confianza y protege su tasa de cierre.",
          ],
        ],
      ],
    ),
    faq(
      "page.training.discovery-call.faq",
      ["Discovery questions", "Preguntas sobre el descubrimiento"],
      [
        [
          ["Should I give a price on the discovery call?", "¿Debo dar un precio en la llamada de descubrimiento?"],
          [
            "Give a range only if asked, and explain it depends on the roof and usage: “Most homes around here land between X and Y per watt; I'll have your real number at the appointment.” Never quote savings you haven't calculated.",
            "Dé un rango solo si se lo piden y explique que depende del techo y del consumo: “La mayoría de las casas de la zona están entre X y Y por vatio; tendré su cifra real en la cita.” Nunca mencione ahorros que no haya calculado.",
          ],
        ],
        [
          [
            "What if the lead doesn't remember filling out the form?",
            "¿Y si el lead no recuerda haber llenado el formulario?",
          ],
          [
            "Remind them of the brand, date and what they asked about. If they still say they didn't request it, apologize, offer to add them to your do-not-call list, and flag the lead with the marketplace for a consent review.",
            "Recuérdele la marca, la fecha y lo que solicitó. Si aun así dice que no lo pidió, discúlpese, ofrézcale agregarlo a su lista de no llamar y reporte el lead al mercado para que revisen el consentimiento.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: handling objections", "Siguiente: manejo de objeciones"],
      [
        "Discovery surfaces concerns early. Learn a simple framework to answer them honestly.",
        "El descubrimiento saca a la luz las inquietudes desde el principio. Aprenda un método sencillo para responderlas con honestidad.",
      ],
      trainingLink(["Objection handling training", "Capacitación sobre manejo de objeciones"], "objection-handling"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/objection-handling
 * ---------------------------------------------------------------------------------------------- */

const objectionsEn = [
  "## The LAER framework",
  "1. **Listen** all the way through. Don't interrupt with a rebuttal.",
  "2. **Acknowledge** the concern: “That's a fair question; a lot of homeowners ask me that.”",
  "3. **Explore** what's behind it: “When you say it's too expensive, is it the monthly payment or the total price?”",
  "4. **Respond** with facts the homeowner can verify, then check: “Does that answer it?”",
  "## Common objections and honest responses",
  "### “It's too expensive.”",
  "Separate price from payment. Show the total cost and the monthly payment next to their current bill, and show options: cash, loan, lease or PPA. If none beats what they pay now, say so.",
  "### “I heard panels are free now.”",
  "“There's no free solar. Offers with no cost at installation are leases or PPAs: a company owns the panels and you pay monthly for the system or the power. Let me show you what that payment looks like against your bill.”",
  "### “Didn't the tax credit end?”",
  "“Yes. For systems bought and installed after 2025, the 30% homeowner credit no longer applies, and I won't pretend otherwise. Here's what the numbers look like without it, plus any state or utility incentives that do apply.”",
  "### “I want to wait for better technology.”",
  "Panels improve gradually, a few percent at a time. Meanwhile, every month of waiting is another month of full utility bills. Show the cost of waiting a year in their own numbers, without inventing urgency.",
  "### “We might move in a few years.”",
  "Explain how each option transfers: owned systems usually go with the home, loans are paid off at sale, leases and PPAs can usually be assumed by a qualified buyer. If they're moving within a year or two, solar may not be right.",
  "### “I need to talk to my spouse.”",
  "Respect it. “Of course. What do you think their main question will be?” Then book a time when both can attend, and send a written summary.",
  "### “I've heard solar companies are scams.”",
  "Acknowledge that bad actors exist. Offer proof: the installer's license number, the written contract, the right to cancel, reviews, and the invitation to compare other quotes.",
];

const objectionsEs = [
  "## El método LAER",
  "1. **Escuche** (Listen) hasta el final. No interrumpa con una refutación.",
  "2. **Reconozca** (Acknowledge) la inquietud: “Es una pregunta justa; muchos propietarios me la hacen.”",
  "3. **Explore** (Explore) lo que hay detrás: “Cuando dice que es muy caro, ¿se refiere al pago mensual o al precio total?”",
  "4. **Responda** (Respond) con datos que el propietario pueda verificar y luego confirme: “¿Eso responde su pregunta?”",
  "## Objeciones comunes y respuestas honestas",
  "### “Es demasiado caro.”",
  "Separe el precio del pago. Muestre el costo total y el pago mensual junto a su factura actual, y presente las opciones: contado, préstamo, arrendamiento o PPA. Si ninguna es mejor que lo que paga ahora, dígaselo.",
  "### “Escuché que ahora los paneles son gratis.”",
  "“No existe la energía solar gratis. Las ofertas sin costo al instalar son arrendamientos o PPA: una empresa es dueña de los paneles y usted paga mensualmente por el sistema o por la energía. Déjeme mostrarle cómo se compara ese pago con su factura.”",
  "### “¿No se terminó el crédito fiscal?”",
  "“Sí. Para los sistemas comprados e instalados después de 2025, el crédito del 30% para propietarios ya no aplica, y no voy a decirle lo contrario. Estas son las cifras sin ese crédito, más los incentivos estatales o de la compañía eléctrica que sí aplican.”",
  "### “Quiero esperar a que mejore la tecnología.”",
  "Los paneles mejoran poco a poco, unos pocos puntos porcentuales a la vez. Mientras tanto, cada mes de espera es otro mes de facturas completas. Muestre el costo de esperar un año con sus propias cifras, sin inventar urgencia.",
  "### “Quizá nos mudemos en unos años.”",
  "Explique cómo se transfiere cada opción: los sistemas propios normalmente se quedan con la casa, los préstamos se liquidan al vender y los arrendamientos y PPA normalmente puede asumirlos un comprador que califique. Si se mudan en uno o dos años, quizá la energía solar no sea lo adecuado.",
  "### “Tengo que hablarlo con mi esposa o esposo.”",
  "Respételo. “Por supuesto. ¿Cuál cree que será su principal pregunta?” Luego agende un horario en que ambos puedan estar y envíe un resumen por escrito.",
  "### “He oído que las empresas solares son una estafa.”",
  "Reconozca que existen empresas deshonestas. Ofrezca pruebas: el número de licencia del instalador, el contrato por escrito, el derecho a cancelar, las reseñas y la invitación a comparar otras cotizaciones.",
];

const objectionHandling = page({
  id: "training.objection-handling",
  path: "/training/objection-handling",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Objection Handling", "Manejo de objeciones"],
  seoTitle: [
    "Solar Objection Handling: Honest Answers That Close",
    "Manejo de objeciones solares: respuestas honestas que cierran",
  ],
  seoDescription: [
    "Use the LAER framework to handle solar objections about price, free panels, the ended tax credit, moving, spouses and scams, honestly and without pressure.",
    "Use el método LAER para responder objeciones sobre precio, paneles gratis, el fin del crédito fiscal, mudanzas, el cónyuge y estafas, con honestidad y sin presión.",
  ],
  blocks: [
    hero(
      ["Objection handling without the pressure", "Manejo de objeciones sin presión"],
      [
        "An objection is a question the homeowner needs answered before they can say yes. Answer it honestly, and you'll close more deals that stick.",
        "Una objeción es una pregunta que el propietario necesita resolver antes de poder decir que sí. Respóndala con honestidad y cerrará más ventas que no se cancelan.",
      ],
    ),
    richText("page.training.objection-handling.playbook", objectionsEn, objectionsEs),
    faq(
      "page.training.objection-handling.faq",
      ["Objection handling questions", "Preguntas sobre el manejo de objeciones"],
      [
        [
          ["How many times should I address the same objection?", "¿Cuántas veces debo responder a la misma objeción?"],
          [
            "Answer it fully once, check that it landed, and move on. If the homeowner raises it again, it's probably the real issue: explore it rather than repeating your answer louder.",
            "Respóndala bien una vez, confirme que quedó clara y siga adelante. Si el propietario vuelve a plantearla, probablemente es el verdadero problema: explórela en lugar de repetir su respuesta con más insistencia.",
          ],
        ],
        [
          ["Is it OK to create urgency?", "¿Está bien crear urgencia?"],
          [
            "Only real urgency: a verified rate increase, an incentive with a published deadline or a price that truly expires. Fake deadlines and “today only” pressure lead to cancellations and complaints, and can violate consumer protection law.",
            "Solo la urgencia real: un aumento de tarifa verificado, un incentivo con una fecha límite publicada o un precio que realmente vence. Las fechas límite falsas y la presión de “solo por hoy” provocan cancelaciones y quejas, y pueden violar las leyes de protección al consumidor.",
          ],
        ],
        [
          ["What if the homeowner says no clearly?", "¿Y si el propietario dice que no con claridad?"],
          [
            "Thank them and stop. If they ask not to be contacted again, add them to your do-not-call list immediately.",
            "Agradézcale y no insista. Si pide que no lo vuelvan a contactar, agréguelo de inmediato a su lista de no llamar.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: follow-up in the first 48 hours", "Siguiente: seguimiento en las primeras 48 horas"],
      undefined,
      trainingLink(["First 48 hours training", "Capacitación sobre las primeras 48 horas"], "follow-up-first-48-hours"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/follow-up-first-48-hours
 * ---------------------------------------------------------------------------------------------- */

const first48En = [
  "## Speed to lead",
  "The first hours after a homeowner submits a request are when they're most interested and most likely to answer. Leads contacted within minutes convert far better than leads called the next day, and a lead you bought on Closer Leads Exchange loses value every hour you wait.",
  "## A compliant 48-hour cadence",
  "1. **Minute 0–5:** call. If no answer, leave a short voicemail (see the voicemail script) and send one text if the lead consented to texts.",
  "2. **Hour 1:** call again from the same number so your caller ID becomes familiar.",
  "3. **Hour 4–6:** a third call at a different time of day, for example after typical work hours.",
  "4. **Next morning:** call, then send an email recap with your name, company, what they asked about and how to reach you.",
  "5. **Day 2, afternoon or early evening:** final call and a short text offering to pick a time that suits them.",
  "6. **After 48 hours:** move the lead to the no-show or long-term nurture sequence. Don't keep calling several times a day.",
  "## Rules that never bend",
  "- Call only leads whose consent covers you or your company, and keep the consent record (time, form, wording) with the lead.",
  "- Call between 8 a.m. and 9 p.m. in the homeowner's local time, and follow any stricter state limits (several states restrict hours further or cap daily call attempts).",
  "- Scrub against the National Do Not Call Registry and your company's internal list, unless you hold valid written consent. Honor every “stop” right away, on any channel.",
  "- Display a real, callable caller ID number and your real business name.",
  "- Texts must identify you and your company and include opt-out instructions such as “Reply STOP to opt out.”",
];

const first48Es = [
  "## Rapidez de respuesta",
  "Las primeras horas después de que un propietario envía una solicitud son cuando está más interesado y es más probable que conteste. Los leads contactados en cuestión de minutos convierten mucho mejor que los que se llaman al día siguiente, y un lead que compró en Closer Leads Exchange pierde valor con cada hora que pasa.",
  "## Una secuencia de 48 horas que cumple las normas",
  "1. **Minuto 0 a 5:** llame. Si no contesta, deje un mensaje de voz breve (vea el guion de mensajes de voz) y envíe un mensaje de texto si el lead dio su consentimiento para recibirlos.",
  "2. **Hora 1:** llame de nuevo desde el mismo número para que su identificador de llamadas le resulte conocido.",
  "3. **Hora 4 a 6:** una tercera llamada en otro momento del día, por ejemplo después del horario laboral habitual.",
  "4. **A la mañana siguiente:** llame y luego envíe un resumen por correo electrónico con su nombre, su empresa, lo que solicitó y cómo comunicarse con usted.",
  "5. **Día 2, por la tarde o al anochecer:** última llamada y un mensaje de texto breve ofreciendo elegir el horario que le convenga.",
  "6. **Después de 48 horas:** pase el lead a la secuencia de citas perdidas o de seguimiento a largo plazo. No siga llamando varias veces al día.",
  "## Reglas que nunca se rompen",
  "- Llame solo a los leads cuyo consentimiento lo incluya a usted o a su empresa, y guarde el registro del consentimiento (hora, formulario y texto) junto con el lead.",
  "- Llame entre las 8 a. m. y las 9 p. m., hora local del propietario, y respete los límites estatales más estrictos (varios estados restringen más el horario o limitan los intentos de llamada diarios).",
  "- Depure su lista con el Registro Nacional No Llame y con la lista interna de su empresa, salvo que tenga un consentimiento por escrito válido. Respete cada “basta” de inmediato, en cualquier canal.",
  "- Muestre un número de identificador de llamadas real al que se pueda devolver la llamada y el nombre real de su empresa.",
  "- Los mensajes de texto deben identificarlo a usted y a su empresa e incluir instrucciones para darse de baja, como “Responda STOP para no recibir más mensajes”.",
];

const followUpFirst48 = page({
  id: "training.follow-up-first-48-hours",
  path: "/training/follow-up-first-48-hours",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Follow-Up: The First 48 Hours", "Seguimiento: las primeras 48 horas"],
  seoTitle: ["Solar Lead Follow-Up: The First 48 Hours", "Seguimiento de leads solares: las primeras 48 horas"],
  seoDescription: [
    "Speed to lead for solar reps: a six-touch, 48-hour call and text cadence that respects consent, calling hours and do-not-call rules under the TCPA and TSR.",
    "Rapidez de respuesta para representantes solares: una secuencia de seis contactos en 48 horas que respeta el consentimiento, los horarios y las reglas de no llamar.",
  ],
  blocks: [
    hero(
      ["The first 48 hours decide most deals", "Las primeras 48 horas deciden la mayoría de las ventas"],
      [
        "Reach new leads fast, stay persistent without being a nuisance, and keep every touch within the TCPA and the Telemarketing Sales Rule.",
        "Contacte rápido a los leads nuevos, sea constante sin ser una molestia y mantenga cada contacto dentro de la TCPA y la Regla de Ventas por Telemercadeo.",
      ],
      trainingLink(
        ["Get the voicemail and text scripts", "Ver los guiones de mensajes de voz y de texto"],
        "script-voicemail-and-text",
      ),
    ),
    richText("page.training.follow-up-first-48-hours.cadence", first48En, first48Es),
    highlights(
      "page.training.follow-up-first-48-hours.tips",
      ["Make every touch count", "Haga que cada contacto cuente"],
      [
        [
          ["Lead with their request", "Empiece por su solicitud"],
          [
            "“You asked about solar savings for your home yesterday” is more welcome than any pitch, and it reminds them they asked.",
            "“Ayer pidió información sobre ahorro solar para su casa” es mejor recibido que cualquier discurso y le recuerda que lo pidió.",
          ],
        ],
        [
          ["Vary the time, not the volume", "Varíe el horario, no la cantidad"],
          [
            "Spread attempts across morning, midday and early evening rather than calling back-to-back.",
            "Distribuya los intentos entre la mañana, el mediodía y el comienzo de la noche en lugar de llamar una y otra vez seguidas.",
          ],
        ],
        [
          ["Log everything", "Registre todo"],
          [
            "Record each attempt, outcome and opt-out in your CRM. It protects you in a complaint and tells you what works.",
            "Registre cada intento, resultado y solicitud de baja en su CRM. Lo protege ante una queja y le muestra qué funciona.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: when a homeowner no-shows", "Siguiente: cuando el propietario no se presenta"],
      [
        "Booked appointments get missed. Learn the reschedule playbook that recovers them without pestering.",
        "Las citas agendadas a veces se pierden. Aprenda el método para reprogramarlas sin incomodar.",
      ],
      trainingLink(["No-show follow-up training", "Capacitación sobre citas perdidas"], "follow-up-no-show"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/follow-up-no-show
 * ---------------------------------------------------------------------------------------------- */

const noShowEn = [
  "## Why homeowners miss appointments",
  "Most no-shows aren't rejections. Work ran late, a child got sick, the spouse couldn't make it, or the homeowner felt unsure and didn't know how to say so. Your job is to make rescheduling easy and pressure-free.",
  "## The no-show playbook",
  "1. **At the appointment time:** wait 10 minutes, then call once. If they answer, offer to start now or pick a new time.",
  "2. **Within 15 minutes:** if they consented to texts, send one: “Hi [Name], it's [Your name] with [Company]. Sorry we missed each other today. Would you like to pick another time? Reply with a day that works, or STOP to opt out.”",
  "3. **Same evening or next morning:** one call at a different time of day. Voicemail: brief, friendly, no guilt.",
  "4. **Day 3:** an email with two or three specific time options and a one-paragraph recap of what you'll cover.",
  "5. **Day 7:** a final check-in: “I don't want to bother you. Should I keep your request open, or close it for now?” Then respect the answer.",
  "6. **No reply after day 7:** move the lead to long-term nurture at a much lower frequency.",
  "## What to say when they answer",
  "“No problem at all, things come up. Is solar still something you'd like to look at? … Great, would evenings or weekends be easier? And will [spouse/co-owner] be able to join?”",
  "## What not to do",
  "- Don't guilt or shame the homeowner, and don't claim their “spot” or price will disappear unless that is actually true.",
  "- Don't show up at the home uninvited after a missed virtual appointment.",
  "- Don't increase call frequency. More calls after a no-show drives opt-outs and complaints, not appointments.",
  "- If they say they're no longer interested, thank them, close the lead and honor any do-not-contact request.",
];

const noShowEs = [
  "## Por qué los propietarios faltan a las citas",
  "La mayoría de las citas perdidas no son un rechazo. El trabajo se alargó, un niño se enfermó, el cónyuge no pudo estar, o el propietario tuvo dudas y no supo cómo decirlo. Su trabajo es hacer que reprogramar sea fácil y sin presión.",
  "## El método para citas perdidas",
  "1. **A la hora de la cita:** espere 10 minutos y llame una vez. Si contesta, ofrezca empezar en ese momento o elegir una nueva hora.",
  "2. **Dentro de 15 minutos:** si dio su consentimiento para mensajes de texto, envíe uno: “Hola, [Nombre], le escribe [Su nombre] de [Empresa]. Lamento que no pudiéramos hablar hoy. ¿Le gustaría elegir otro horario? Respóndame con un día que le convenga, o STOP para no recibir más mensajes.”",
  "3. **Esa misma noche o a la mañana siguiente:** una llamada en otro momento del día. Mensaje de voz: breve, amable y sin reproches.",
  "4. **Día 3:** un correo electrónico con dos o tres opciones de horario concretas y un resumen de un párrafo de lo que revisarán.",
  "5. **Día 7:** un último contacto: “No quiero molestarlo. ¿Mantengo abierta su solicitud o la cierro por ahora?” Luego respete la respuesta.",
  "6. **Sin respuesta después del día 7:** pase el lead al seguimiento a largo plazo, con una frecuencia mucho menor.",
  "## Qué decir cuando contesta",
  "“No se preocupe, son cosas que pasan. ¿Todavía le interesa revisar la energía solar? … Perfecto, ¿le resulta más fácil por la noche o el fin de semana? ¿Y podrá acompañarnos [su cónyuge o copropietario]?”",
  "## Qué no hacer",
  "- No culpe ni avergüence al propietario, y no diga que perderá su “lugar” o su precio, a menos que sea verdad.",
  "- No se presente en la casa sin invitación después de una cita virtual perdida.",
  "- No aumente la frecuencia de las llamadas. Más llamadas después de una cita perdida generan bajas y quejas, no citas.",
  "- Si dice que ya no le interesa, agradézcale, cierre el lead y respete cualquier solicitud de no contactarlo.",
];

const followUpNoShow = page({
  id: "training.follow-up-no-show",
  path: "/training/follow-up-no-show",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Follow-Up: No-Shows", "Seguimiento: citas perdidas"],
  seoTitle: ["Solar Appointment No-Show Follow-Up Playbook", "Método de seguimiento para citas solares perdidas"],
  seoDescription: [
    "Recover missed solar appointments with a respectful seven-day reschedule sequence: what to send, what to say and what never to do after a no-show.",
    "Recupere citas solares perdidas con una secuencia respetuosa de siete días: qué enviar, qué decir y qué nunca hacer después de una cita perdida.",
  ],
  blocks: [
    hero(
      ["No-show? Make rescheduling easy.", "¿Cita perdida? Facilite la reprogramación."],
      [
        "Most missed appointments can be recovered with a calm, consistent sequence, and without the pressure that turns a maybe into a complaint.",
        "La mayoría de las citas perdidas se pueden recuperar con una secuencia tranquila y constante, y sin la presión que convierte un “tal vez” en una queja.",
      ],
    ),
    richText("page.training.follow-up-no-show.playbook", noShowEn, noShowEs),
    faq(
      "page.training.follow-up-no-show.faq",
      ["No-show questions", "Preguntas sobre citas perdidas"],
      [
        [
          ["How do I prevent no-shows in the first place?", "¿Cómo evito que falten a las citas?"],
          [
            "Confirm the appointment in writing right after booking, send a reminder the day before and another an hour before (with consent for texts), and make sure every decision maker has agreed to the time.",
            "Confirme la cita por escrito justo después de agendarla, envíe un recordatorio el día anterior y otro una hora antes (con consentimiento para mensajes de texto), y asegúrese de que todas las personas que deciden estén de acuerdo con el horario.",
          ],
        ],
        [
          ["Should I charge the lead back to the marketplace?", "¿Debo pedir el reembolso del lead al mercado?"],
          [
            "A no-show alone is not an invalid lead. Request a review only under the marketplace's return policy, for example a wrong number or a homeowner who says they never made a request.",
            "Una cita perdida por sí sola no convierte el lead en inválido. Solicite una revisión solo según la política de devoluciones del mercado, por ejemplo, un número equivocado o un propietario que dice que nunca hizo una solicitud.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: long-term nurture", "Siguiente: seguimiento a largo plazo"],
      [
        "Not every lead is ready this month. Learn to stay helpful for months without becoming noise.",
        "No todos los leads están listos este mes. Aprenda a seguir siendo útil durante meses sin convertirse en una molestia.",
      ],
      trainingLink(
        ["Long-term nurture training", "Capacitación sobre seguimiento a largo plazo"],
        "follow-up-long-term-nurture",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/follow-up-long-term-nurture
 * ---------------------------------------------------------------------------------------------- */

const nurtureEn = [
  "## Why nurture matters",
  "Many homeowners who aren't ready now will be ready after a roof replacement, a big summer bill, a rate increase or a new electric vehicle. A rep who stayed helpful, and not pushy, is the one they call.",
  "## The nurture rhythm",
  "- **Month 1:** a thank-you note with a simple summary of what you discussed and a link to their estimate.",
  "- **Monthly or every six weeks:** one useful touch by email, or by text if they consented. Rotate topics: how to read their bill, a utility rate change, a state incentive update, a battery or time-of-use tip.",
  "- **Seasonal check-ins:** before summer cooling season and before the winter heating season, when bills are top of mind.",
  "- **Trigger-based calls:** if the homeowner told you about a roof replacement, a move or an EV purchase, set a CRM reminder to call around that date.",
  "## Content that earns a reply",
  "Share facts the homeowner can verify: their utility's approved rate changes, a new state or utility rebate with a link to the official page, or a short explanation of how net metering or net billing works in their state. Avoid generic “just checking in” messages.",
  "## Compliance over the long haul",
  "- Consent doesn't last forever in practice. If the lead is several months old, confirm they still want to hear from you before calling, and re-scrub against do-not-call lists regularly.",
  "- Honor opt-outs made by any reasonable means, such as replying STOP, “no more texts” or telling you on the phone. Federal rules require honoring them within 10 business days; best practice is immediately.",
  "- Marketing emails need a working unsubscribe link and your physical business address under CAN-SPAM.",
  "- Don't buy new leads to re-call people who opted out through another brand.",
  "## When to let go",
  "If a homeowner hasn't responded to six months of touches, send a respectful close-out message and stop. A clean list protects your sender reputation and your time.",
];

const nurtureEs = [
  "## Por qué importa el seguimiento a largo plazo",
  "Muchos propietarios que no están listos hoy lo estarán después de reemplazar el techo, recibir una factura alta en verano, un aumento de tarifas o comprar un vehículo eléctrico. El representante que siguió siendo útil, sin presionar, es a quien llamarán.",
  "## El ritmo del seguimiento",
  "- **Mes 1:** una nota de agradecimiento con un resumen sencillo de lo que conversaron y un enlace a su estimado.",
  "- **Cada mes o cada seis semanas:** un contacto útil por correo electrónico, o por mensaje de texto si dio su consentimiento. Alterne los temas: cómo leer su factura, un cambio de tarifa de la compañía eléctrica, novedades sobre incentivos estatales, un consejo sobre baterías o tarifas por horario.",
  "- **Contactos de temporada:** antes de la temporada de aire acondicionado en verano y antes de la calefacción en invierno, cuando las facturas están en la mente de todos.",
  "- **Llamadas según eventos:** si el propietario le habló de un cambio de techo, una mudanza o la compra de un vehículo eléctrico, programe un recordatorio en su CRM para llamar cerca de esa fecha.",
  "## Contenido que recibe respuesta",
  "Comparta datos que el propietario pueda verificar: los cambios de tarifa aprobados de su compañía eléctrica, un nuevo reembolso estatal o de la compañía eléctrica con el enlace a la página oficial, o una explicación breve de cómo funciona la medición neta o la facturación neta en su estado. Evite los mensajes genéricos de “solo quería saber cómo está”.",
  "## Cumplimiento a largo plazo",
  "- En la práctica, el consentimiento no dura para siempre. Si el lead tiene varios meses, confirme que todavía quiere saber de usted antes de llamar, y vuelva a depurar su lista con los registros de no llamar con regularidad.",
  "- Respete las solicitudes de baja hechas por cualquier medio razonable, como responder STOP, “no más mensajes” o decírselo por teléfono. Las reglas federales exigen respetarlas dentro de 10 días hábiles; lo recomendable es hacerlo de inmediato.",
  "- Según la ley CAN-SPAM, los correos de marketing necesitan un enlace de baja que funcione y la dirección física de su empresa.",
  "- No compre leads nuevos para volver a llamar a personas que se dieron de baja a través de otra marca.",
  "## Cuándo dejarlo ir",
  "Si un propietario no ha respondido a seis meses de contactos, envíe un mensaje de cierre respetuoso y deténgase. Una lista limpia protege la reputación de sus envíos y su tiempo.",
];

const followUpNurture = page({
  id: "training.follow-up-long-term-nurture",
  path: "/training/follow-up-long-term-nurture",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Follow-Up: Long-Term Nurture", "Seguimiento a largo plazo"],
  seoTitle: [
    "Long-Term Nurture for Solar Leads That Aren't Ready Yet",
    "Seguimiento a largo plazo para leads solares que aún no están listos",
  ],
  seoDescription: [
    "Keep solar leads warm for months with useful, verifiable touches, trigger-based calls and strict opt-out and do-not-call compliance.",
    "Mantenga el interés de los leads solares durante meses con contactos útiles y verificables, llamadas según eventos y un cumplimiento estricto de las bajas.",
  ],
  blocks: [
    hero(
      ["Long-term nurture: be the rep they remember", "Seguimiento a largo plazo: sea el representante que recuerdan"],
      [
        "Today's “not yet” is next season's signed contract, if you stay useful, stay compliant and know when to let go.",
        "El “todavía no” de hoy es el contrato firmado de la próxima temporada, si sigue siendo útil, cumple las normas y sabe cuándo dejarlo ir.",
      ],
    ),
    richText("page.training.follow-up-long-term-nurture.body", nurtureEn, nurtureEs),
    highlights(
      "page.training.follow-up-long-term-nurture.triggers",
      ["Triggers worth a call", "Eventos que justifican una llamada"],
      [
        [
          ["A roof replacement", "El reemplazo del techo"],
          [
            "The best time to add solar is right before or right after a new roof. Ask when it's scheduled.",
            "El mejor momento para agregar energía solar es justo antes o justo después de un techo nuevo. Pregunte cuándo está programado.",
          ],
        ],
        [
          ["An approved rate increase", "Un aumento de tarifa aprobado"],
          [
            "When the homeowner's utility gets a rate increase approved, share the official notice and offer to update their estimate.",
            "Cuando se aprueba un aumento de tarifa de la compañía eléctrica del propietario, comparta el aviso oficial y ofrezca actualizar su estimado.",
          ],
        ],
        [
          ["A new EV or heat pump", "Un vehículo eléctrico o una bomba de calor nuevos"],
          [
            "New electric loads raise usage and change the right system size. It's a natural reason to revisit the numbers.",
            "Las nuevas cargas eléctricas aumentan el consumo y cambian el tamaño adecuado del sistema. Es una razón natural para revisar las cifras.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: closing the appointment", "Siguiente: cómo cerrar la cita"],
      undefined,
      trainingLink(
        ["Closing the appointment training", "Capacitación sobre cómo cerrar la cita"],
        "closing-the-appointment",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/closing-the-appointment
 * ---------------------------------------------------------------------------------------------- */

const closeApptEn = [
  "## The appointment is the first close",
  "Your first goal on the phone is a firm appointment, not a sale. A good appointment has four parts: the right people, the right time, the right information and a clear purpose.",
  "## Booking it",
  "1. **Offer two specific options.** “I have Tuesday at 6 p.m. or Thursday at 7 p.m. Which works better for you and [co-owner]?” Specific options book better than “when are you free?”",
  "2. **Confirm every decision maker.** Ask directly: “Will everyone on the title be able to join?” If not, pick a time when they can.",
  "3. **Set the format.** In-home or video? For video, confirm they'll be at a computer or tablet, not driving.",
  "4. **Ask for the bill.** “Could you text or email me a photo of your latest electric bill before then? It lets me bring your real numbers instead of a guess.”",
  "5. **Set expectations.** “We'll look at your roof and usage, I'll show you the options, including if solar doesn't make sense for you. It takes about an hour, and there's no obligation.”",
  "6. **Get a verbal commitment.** “If something comes up, will you let me know so we can reschedule?”",
  "## Confirm and remind",
  "- Send a written confirmation right after the call with the date, time, format, your name, your company and your phone number.",
  "- With consent for texts, send a reminder the day before and about an hour before.",
  "- Re-check the satellite view and any bill they sent, so you arrive prepared.",
  "## Keep it clean",
  "Never book an appointment by implying you're from the utility or a government program, and never promise a price or savings figure to get the meeting. An appointment won by a false claim becomes a cancellation or a complaint.",
];

const closeApptEs = [
  "## La cita es el primer cierre",
  "Su primer objetivo por teléfono es una cita firme, no una venta. Una buena cita tiene cuatro partes: las personas correctas, el horario correcto, la información correcta y un propósito claro.",
  "## Cómo agendarla",
  "1. **Ofrezca dos opciones concretas.** “Tengo el martes a las 6 p. m. o el jueves a las 7 p. m. ¿Cuál les conviene más a usted y a [copropietario]?” Las opciones concretas funcionan mejor que “¿cuándo tiene tiempo?”.",
  "2. **Confirme a todos los que deciden.** Pregunte directamente: “¿Podrán estar todas las personas que figuran en el título?” Si no, elija un horario en que puedan.",
  "3. **Defina el formato.** ¿En casa o por video? Si es por video, confirme que estarán frente a una computadora o tableta, no manejando.",
  "4. **Pida la factura.** “¿Podría enviarme por mensaje o correo una foto de su última factura de electricidad antes de la cita? Así le llevo sus cifras reales en lugar de una suposición.”",
  "5. **Establezca expectativas.** “Revisaremos su techo y su consumo, y le mostraré las opciones, incluso si la energía solar no le conviene. Toma alrededor de una hora y no hay ningún compromiso.”",
  "6. **Obtenga un compromiso verbal.** “Si surge algo, ¿me avisa para que podamos reprogramar?”",
  "## Confirme y recuerde",
  "- Envíe una confirmación por escrito justo después de la llamada con la fecha, la hora, el formato, su nombre, su empresa y su número de teléfono.",
  "- Con consentimiento para mensajes de texto, envíe un recordatorio el día anterior y otro aproximadamente una hora antes.",
  "- Vuelva a revisar la vista satelital y cualquier factura que le hayan enviado, para llegar preparado.",
  "## Hágalo de forma limpia",
  "Nunca agende una cita insinuando que llama de la compañía eléctrica o de un programa del gobierno, y nunca prometa un precio o un ahorro para conseguir la reunión. Una cita obtenida con una afirmación falsa termina en una cancelación o en una queja.",
];

const closingTheAppointment = page({
  id: "training.closing-the-appointment",
  path: "/training/closing-the-appointment",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Closing the Appointment", "Cómo cerrar la cita"],
  seoTitle: [
    "How to Book Solar Appointments That Actually Happen",
    "Cómo agendar citas solares que realmente se cumplen",
  ],
  seoDescription: [
    "Book firm solar appointments: offer specific times, get every decision maker, collect the bill, set expectations and confirm in writing, without false claims.",
    "Agende citas solares firmes: ofrezca horarios concretos, reúna a todos los que deciden, obtenga la factura, fije expectativas y confirme por escrito.",
  ],
  blocks: [
    hero(
      ["Closing the appointment", "Cómo cerrar la cita"],
      [
        "A strong appointment is half the sale: the right people, the right time, the bill in hand and a homeowner who knows exactly what to expect.",
        "Una buena cita es la mitad de la venta: las personas correctas, el horario correcto, la factura en mano y un propietario que sabe exactamente qué esperar.",
      ],
    ),
    richText("page.training.closing-the-appointment.body", closeApptEn, closeApptEs),
    faq(
      "page.training.closing-the-appointment.faq",
      ["Appointment questions", "Preguntas sobre las citas"],
      [
        [
          ["In-home or virtual: which closes better?", "¿En casa o virtual: qué cierra mejor?"],
          [
            "Both work. In-home builds trust and lets you see the roof and panel; virtual is easier to schedule and to get both spouses on. Offer the format the homeowner prefers and prepare equally for either.",
            "Ambos funcionan. En casa se genera confianza y puede ver el techo y el panel eléctrico; la cita virtual es más fácil de agendar y de reunir a ambos cónyuges. Ofrezca el formato que prefiera el propietario y prepárese igual de bien para cualquiera.",
          ],
        ],
        [
          ["What if they won't share a bill?", "¿Y si no quiere compartir una factura?"],
          [
            "Accept an estimate of their monthly spending for now, and explain that final pricing will need the real usage. Don't push; some people are cautious about sharing documents with someone they just met.",
            "Acepte por ahora un estimado de su gasto mensual y explique que el precio final necesitará el consumo real. No insista; algunas personas son cautelosas al compartir documentos con alguien que acaban de conocer.",
          ],
        ],
        [
          ["How far out should I book?", "¿Con cuánta anticipación debo agendar?"],
          [
            "Within two or three days when possible. Interest fades quickly, and appointments set more than a week out are missed far more often.",
            "Dentro de dos o tres días cuando sea posible. El interés se desvanece rápido, y las citas fijadas con más de una semana de anticipación se pierden con mucha más frecuencia.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: closing techniques", "Siguiente: técnicas de cierre"],
      [
        "You've got the meeting. Now learn how to ask for the decision, clearly and ethically.",
        "Ya tiene la reunión. Ahora aprenda a pedir la decisión con claridad y ética.",
      ],
      trainingLink(["Closing techniques training", "Capacitación sobre técnicas de cierre"], "closing-techniques"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/closing-techniques
 * ---------------------------------------------------------------------------------------------- */

const closingEn = [
  "## Closing is asking, not pushing",
  "If you've done discovery well, the close is a natural question: does this solve the problem the homeowner described? These techniques help you ask it clearly. None of them replaces a proposal that actually makes sense for the customer.",
  "## Techniques that work",
  "- **Trial close:** check agreement as you go. “Does this system size look right for how you use power?” “Does the monthly payment feel comfortable next to your current bill?”",
  "- **Summary close:** recap their goals and how the proposal meets them. “You wanted a predictable payment below your average bill, no upfront cost, and backup for outages. This lease with a battery does that. Shall we get the paperwork started?”",
  "- **Choice close:** offer two real options. “Would you rather own the system with the loan, or go with the lease and have maintenance included?”",
  "- **Assumptive next step:** move to logistics once they've agreed on value. “Let's pick your site survey date. Mornings or afternoons?”",
  "- **Questions close:** “What would you need to see to feel confident moving forward?” Then answer exactly that.",
  "## After the yes",
  "1. Walk through the contract, page by page: price or rate, payment, escalator, term, warranties, what happens if they sell, and the cancellation right.",
  "2. Provide every required disclosure. In California, solar sales require the CPUC's Solar Consumer Protection Guide, signed by the homeowner, and the contract in the language in which it was mainly negotiated.",
  "3. Explain the right to cancel: at least three business days for most home-solicitation sales under the FTC's Cooling-Off Rule, and longer in some states, such as five business days for California homeowners aged 65 or older.",
  "4. Set expectations for next steps: site survey, design, permits, installation, inspection and permission to operate.",
  "## Never cross these lines",
  "- Fake deadlines, “today-only” prices that aren't real, or claims that an incentive ends when it doesn't.",
  "- Promising a federal tax credit on a 2026 installation, free panels, or guaranteed savings.",
  "- Signing for the homeowner, rushing them past the contract, or using a tablet signature flow they can't read.",
  "- Selling to someone who seems confused or unable to understand the agreement. Stop and come back with a family member present if they wish.",
];

const closingEs = [
  "## Cerrar es preguntar, no presionar",
  "Si hizo bien el descubrimiento, el cierre es una pregunta natural: ¿esto resuelve el problema que describió el propietario? Estas técnicas le ayudan a hacerla con claridad. Ninguna reemplaza una propuesta que realmente le convenga al cliente.",
  "## Técnicas que funcionan",
  "- **Cierre de prueba:** confirme el acuerdo a medida que avanza. “¿Este tamaño de sistema le parece adecuado para su consumo?” “¿El pago mensual le parece cómodo junto a su factura actual?”",
  "- **Cierre de resumen:** repase sus objetivos y cómo la propuesta los cumple. “Usted quería un pago predecible, menor que su factura promedio, sin costo inicial y con respaldo para los apagones. Este arrendamiento con batería lo cumple. ¿Empezamos con el papeleo?”",
  "- **Cierre de elección:** ofrezca dos opciones reales. “¿Prefiere ser dueño del sistema con el préstamo o elegir el arrendamiento con el mantenimiento incluido?”",
  "- **Siguiente paso asumido:** pase a la logística una vez que estén de acuerdo con el valor. “Elijamos la fecha de la inspección del sitio. ¿Mañanas o tardes?”",
  "- **Cierre con preguntas:** “¿Qué necesitaría ver para sentirse seguro de seguir adelante?” Y responda exactamente eso.",
  "## Después del sí",
  "1. Revise el contrato página por página: precio o tarifa, pago, aumento anual, plazo, garantías, qué pasa si vende la casa y el derecho a cancelar.",
  "2. Entregue todas las divulgaciones obligatorias. En California, las ventas solares requieren la Guía de Protección al Consumidor Solar de la CPUC firmada por el propietario, y el contrato en el idioma en que se negoció principalmente.",
  "3. Explique el derecho a cancelar: al menos tres días hábiles en la mayoría de las ventas a domicilio según la Regla de Enfriamiento de la FTC, y más en algunos estados, como cinco días hábiles para los propietarios de California de 65 años o más.",
  "4. Fije expectativas sobre los siguientes pasos: inspección del sitio, diseño, permisos, instalación, inspección final y permiso para operar.",
  "## Nunca cruce estos límites",
  "- Fechas límite falsas, precios “solo por hoy” que no son reales, o afirmar que un incentivo termina cuando no es así.",
  "- Prometer un crédito fiscal federal para una instalación de 2026, paneles gratis o ahorros garantizados.",
  "- Firmar por el propietario, apurarlo para que no lea el contrato o usar un proceso de firma en tableta que no pueda leer.",
  "- Venderle a alguien que parece confundido o incapaz de entender el contrato. Deténgase y vuelva con un familiar presente si así lo desea.",
];

const closingTechniques = page({
  id: "training.closing-techniques",
  path: "/training/closing-techniques",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Closing Techniques", "Técnicas de cierre"],
  seoTitle: ["Ethical Solar Closing Techniques That Stick", "Técnicas de cierre solar éticas que no se cancelan"],
  seoDescription: [
    "Trial, summary, choice and questions closes for solar sales, plus the contract walk-through, required disclosures and right-to-cancel rules that keep deals installed.",
    "Cierres de prueba, de resumen, de elección y con preguntas para ventas solares, más la revisión del contrato, las divulgaciones y el derecho a cancelar.",
  ],
  blocks: [
    hero(
      ["Closing techniques that keep deals installed", "Técnicas de cierre que mantienen las ventas instaladas"],
      [
        "A close that cancels in three days pays nothing. Ask for the decision clearly, walk the contract honestly, and your deals will stick.",
        "Un cierre que se cancela a los tres días no paga nada. Pida la decisión con claridad, revise el contrato con honestidad y sus ventas se mantendrán.",
      ],
    ),
    richText("page.training.closing-techniques.body", closingEn, closingEs),
    highlights(
      "page.training.closing-techniques.metrics",
      ["What good closers track", "Lo que miden los buenos vendedores"],
      [
        [
          ["Sit-to-close rate", "Tasa de cierre por cita"],
          [
            "Signed contracts divided by appointments actually held. It tells you how well you present and ask.",
            "Contratos firmados divididos entre las citas que realmente se realizaron. Le indica qué tan bien presenta y pide la decisión.",
          ],
        ],
        [
          ["Cancellation rate", "Tasa de cancelación"],
          [
            "Deals canceled during the rescission period or before installation. A high rate usually means pressure or overpromising.",
            "Ventas canceladas durante el período de rescisión o antes de la instalación. Una tasa alta suele indicar presión o promesas exageradas.",
          ],
        ],
        [
          ["Install rate", "Tasa de instalación"],
          [
            "The share of signed deals that reach installation. This is the number your commission actually depends on.",
            "La proporción de ventas firmadas que llegan a la instalación. Es la cifra de la que realmente depende su comisión.",
          ],
        ],
      ],
    ),
    faq(
      "page.training.closing-techniques.faq",
      ["Closing questions", "Preguntas sobre el cierre"],
      [
        [
          ["What if they want to “think about it”?", "¿Y si quiere “pensarlo”?"],
          [
            "Ask what specifically they want to think over, answer that, and if they still want time, agree on a follow-up date and leave a written proposal. A considered yes cancels far less often than a pressured one.",
            "Pregunte qué quiere pensar exactamente, respóndalo y, si aún quiere tiempo, acuerden una fecha de seguimiento y deje una propuesta por escrito. Un sí meditado se cancela mucho menos que uno presionado.",
          ],
        ],
        [
          ["Can I offer a discount to close today?", "¿Puedo ofrecer un descuento para cerrar hoy?"],
          [
            "Only if it's a real, authorized price that you'd honor tomorrow too, or one with a genuine stated expiry. Inventing a one-time discount is a misrepresentation.",
            "Solo si es un precio real y autorizado que también respetaría mañana, o uno con un vencimiento real y explícito. Inventar un descuento único es una tergiversación.",
          ],
        ],
      ],
    ),
    cta(
      ["See how your closes turn into pay", "Vea cómo sus cierres se convierten en ingresos"],
      [
        "Model your per-watt commission on real deal sizes with the solar sales commission calculator.",
        "Calcule su comisión por vatio con tamaños de venta reales en la calculadora de comisiones de ventas solares.",
      ],
      link(
        ["Open the commission calculator", "Abrir la calculadora de comisiones"],
        "/calculators/solar-sales-commission",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/script-first-call
 * ---------------------------------------------------------------------------------------------- */

const firstCallEn = [
  "## Before you dial",
  "- Confirm the lead's consent covers you or your company, and that the number isn't on your internal do-not-call list.",
  "- Check the homeowner's local time: call only between 8 a.m. and 9 p.m., or stricter state hours where they apply.",
  "- Open the lead record: name, address, the brand and date of their request, and what they asked about.",
  "## The script",
  "**Opening:** “Hi, is this [First name]? This is [Your name] with [Company], a private solar company. You requested information about solar savings for your home on [brand/site] on [date]. Did I catch you at an OK time?”",
  "**If it's a bad time:** “No problem. When would be better, later today or tomorrow?” Book it and end the call.",
  "**If they don't want calls:** “Understood. I'll make sure you're not contacted again. Have a good day.” Add them to your do-not-call list right away.",
  "**Purpose:** “I'm calling to see whether solar could actually lower your costs, and if it looks like a fit, to set up a time to go over real numbers. It'll take about ten minutes. Fair enough?”",
  "**Discovery:** “Do you own the home? … About how much is your electric bill in summer and winter? … How old is your roof? … Any big trees shading it? … What got you interested in solar now?”",
  "**Set honest expectations:** “Just so you know up front, there's no free solar, and the 30% federal tax credit ended for systems installed after 2025. What we'll look at is whether owning a system, or a lease or PPA with little upfront cost, can beat what you're paying the utility.”",
  "**Book:** “Based on what you've told me, it's worth a closer look. I have [day] at [time] or [day] at [time]. Which works for you and anyone else on the title?”",
  "**Confirm:** “Great. I'll send you a confirmation with my name and number. Could you send a photo of a recent electric bill before then?”",
  "**Close the call:** “Thanks, [First name]. Talk to you on [day].”",
  "## Never say",
  "- That you're calling from the utility, the state, or a government program.",
  "- That the panels are free or that savings are guaranteed.",
  "- That they “qualified” for anything before you've seen the roof, the bill and, for financing, their credit approval.",
];

const firstCallEs = [
  "## Antes de marcar",
  "- Confirme que el consentimiento del lead lo incluye a usted o a su empresa y que el número no está en su lista interna de no llamar.",
  "- Verifique la hora local del propietario: llame solo entre las 8 a. m. y las 9 p. m., o en el horario estatal más estricto donde aplique.",
  "- Abra el registro del lead: nombre, dirección, la marca y la fecha de su solicitud, y lo que pidió.",
  "## El guion",
  "**Apertura:** “Hola, ¿hablo con [Nombre]? Le habla [Su nombre] de [Empresa], una empresa solar privada. Usted pidió información sobre ahorro solar para su casa en [marca o sitio] el [fecha]. ¿Es un buen momento?”",
  "**Si no es buen momento:** “No hay problema. ¿Cuándo le conviene más, más tarde hoy o mañana?” Agende y termine la llamada.",
  "**Si no quiere llamadas:** “Entendido. Me aseguraré de que no lo vuelvan a contactar. Que tenga un buen día.” Agréguelo de inmediato a su lista de no llamar.",
  "**Propósito:** “Lo llamo para ver si la energía solar realmente podría bajar sus costos y, si parece que le conviene, fijar un momento para revisar cifras reales. Tomará unos diez minutos. ¿Le parece bien?”",
  "**Descubrimiento:** “¿Es usted dueño de la casa? … ¿Cuánto paga, más o menos, de electricidad en verano y en invierno? … ¿Qué edad tiene su techo? … ¿Hay árboles grandes que le den sombra? … ¿Qué lo llevó a interesarse en la energía solar ahora?”",
  "**Expectativas honestas:** “Para que lo sepa desde el principio: no existe la energía solar gratis, y el crédito fiscal federal del 30% terminó para los sistemas instalados después de 2025. Lo que vamos a revisar es si ser dueño de un sistema, o un arrendamiento o PPA con poco costo inicial, puede salirle mejor que lo que paga a la compañía eléctrica.”",
  "**Agendar:** “Por lo que me cuenta, vale la pena revisarlo con más detalle. Tengo el [día] a las [hora] o el [día] a las [hora]. ¿Cuál les conviene a usted y a cualquier otra persona que figure en el título?”",
  "**Confirmar:** “Perfecto. Le enviaré una confirmación con mi nombre y mi número. ¿Podría enviarme antes una foto de una factura de electricidad reciente?”",
  "**Cierre de la llamada:** “Gracias, [Nombre]. Hablamos el [día].”",
  "## Nunca diga",
  "- Que llama de la compañía eléctrica, del estado o de un programa del gobierno.",
  "- Que los paneles son gratis o que el ahorro está garantizado.",
  "- Que ya “calificó” para algo antes de ver el techo, la factura y, si hay financiamiento, la aprobación de crédito.",
];

const scriptFirstCall = page({
  id: "training.script-first-call",
  path: "/training/script-first-call",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Script: The First Call", "Guion: la primera llamada"],
  seoTitle: [
    "Solar First-Call Script (TCPA and TSR Compliant)",
    "Guion solar para la primera llamada (cumple la TCPA y la TSR)",
  ],
  seoDescription: [
    "A word-for-word first-call script for inbound solar leads: compliant opening, consent reference, discovery, honest 2026 expectations and a firm appointment.",
    "Un guion palabra por palabra para la primera llamada a leads solares: apertura que cumple las normas, consentimiento, descubrimiento y una cita firme.",
  ],
  blocks: [
    hero(
      ["First-call script for solar leads", "Guion de la primera llamada para leads solares"],
      [
        "Word-for-word, compliant and honest about 2026: identify yourself, reference their request, qualify the home and book the appointment.",
        "Palabra por palabra, conforme a las normas y honesto sobre 2026: identifíquese, mencione su solicitud, califique la casa y agende la cita.",
      ],
    ),
    richText("page.training.script-first-call.script", firstCallEn, firstCallEs),
    highlights(
      "page.training.script-first-call.compliance",
      ["Compliance checklist", "Lista de verificación de cumplimiento"],
      [
        [
          ["Consent on file", "Consentimiento registrado"],
          [
            "Call only leads who asked to be contacted and whose consent covers you. Keep the consent record with the lead.",
            "Llame solo a los leads que pidieron ser contactados y cuyo consentimiento lo incluye a usted. Guarde el registro del consentimiento con el lead.",
          ],
        ],
        [
          ["Identify yourself first", "Identifíquese primero"],
          [
            "Give your name, your company and the purpose of the call at the start. Never imply a utility or government affiliation.",
            "Diga su nombre, su empresa y el motivo de la llamada al principio. Nunca insinúe una afiliación con la compañía eléctrica o con el gobierno.",
          ],
        ],
        [
          ["Honor “stop” immediately", "Respete el “basta” de inmediato"],
          [
            "Any request to stop, by phone, text or email, goes on your do-not-call list now, not at the end of the week.",
            "Cualquier solicitud de no contactar, por teléfono, mensaje de texto o correo electrónico, va a su lista de no llamar en ese momento, no al final de la semana.",
          ],
        ],
        [
          ["Calling hours", "Horario de llamadas"],
          [
            "8 a.m. to 9 p.m. in the homeowner's time zone, or the stricter state limit where one applies.",
            "De 8 a. m. a 9 p. m. en la zona horaria del propietario, o el límite estatal más estricto donde aplique.",
          ],
        ],
      ],
    ),
    cta(
      ["Next: voicemail and text scripts", "Siguiente: guiones de mensajes de voz y de texto"],
      undefined,
      trainingLink(
        ["Voicemail and text scripts", "Guiones de mensajes de voz y de texto"],
        "script-voicemail-and-text",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /training/script-voicemail-and-text
 * ---------------------------------------------------------------------------------------------- */

const voicemailEn = [
  "## Voicemail scripts",
  "Keep voicemails under 30 seconds, say your name and company, the reason you're calling and a callback number, and say the number twice. Leave voicemails only for leads who consented to be contacted.",
  "### Voicemail 1: first attempt",
  "“Hi [First name], this is [Your name] with [Company], a private solar company. You asked about solar savings for your home on [date], and I'm following up on your request. You can reach me at [number]. Again, [Your name], [number]. Thanks!”",
  "### Voicemail 2: next day",
  "“Hi [First name], [Your name] with [Company] again, about the solar estimate you requested. I can go over your numbers in about ten minutes whenever suits you. My number is [number]. Talk soon.”",
  "### Voicemail 3: final attempt",
  "“Hi [First name], it's [Your name] with [Company]. I don't want to keep calling, so this is my last try for now. If you'd still like to look at solar for your home, call or text me at [number]. Take care.”",
  "## Voicemails to avoid",
  "- Anything that sounds like a bill, a utility notice or a government message (“final notice,” “your account,” “state program”).",
  "- Prerecorded or artificial-voice messages, including ringless voicemail, unless you have prior express written consent that covers them.",
  "- Mentioning savings amounts, free panels or tax credits.",
];

const voicemailEs = [
  "## Guiones de mensajes de voz",
  "Mantenga los mensajes de voz por debajo de 30 segundos, diga su nombre y su empresa, el motivo de la llamada y un número para devolverla, y repita el número dos veces. Deje mensajes solo a los leads que dieron su consentimiento para ser contactados.",
  "### Mensaje de voz 1: primer intento",
  "“Hola, [Nombre], le habla [Su nombre] de [Empresa], una empresa solar privada. Usted pidió información sobre ahorro solar para su casa el [fecha] y le llamo para dar seguimiento a su solicitud. Puede comunicarse conmigo al [número]. Repito: [Su nombre], [número]. ¡Gracias!”",
  "### Mensaje de voz 2: al día siguiente",
  "“Hola, [Nombre], le habla otra vez [Su nombre] de [Empresa], sobre el estimado solar que solicitó. Puedo revisar sus cifras en unos diez minutos cuando le convenga. Mi número es [número]. Hasta pronto.”",
  "### Mensaje de voz 3: último intento",
  "“Hola, [Nombre], soy [Su nombre] de [Empresa]. No quiero seguir llamándolo, así que este es mi último intento por ahora. Si todavía le interesa revisar la energía solar para su casa, llámeme o escríbame al [número]. Que esté bien.”",
  "## Mensajes de voz que debe evitar",
  "- Cualquier cosa que suene como una factura, un aviso de la compañía eléctrica o un mensaje del gobierno (“aviso final”, “su cuenta”, “programa estatal”).",
  "- Mensajes pregrabados o con voz artificial, incluido el buzón de voz sin timbre, a menos que tenga un consentimiento previo, expreso y por escrito que los cubra.",
  "- Mencionar montos de ahorro, paneles gratis o créditos fiscales.",
];

const textEn = [
  "## Text message templates",
  "Text only leads who consented to texts, from a registered business number (10DLC or toll-free verified), between 8 a.m. and 9 p.m. local time. Every first message identifies you and includes opt-out instructions.",
  "### Text 1: right after a missed call",
  "“Hi [First name], it's [Your name] with [Company] about the solar savings info you requested on [date]. Is now a good time for a quick call, or is there a better time? Reply STOP to opt out.”",
  "### Text 2: next day",
  "“Hi [First name], [Your name] from [Company] again. Happy to go over your solar estimate whenever suits you. Evenings or weekends work too. Reply STOP to opt out.”",
  "### Text 3: appointment confirmation",
  "“Thanks, [First name]! You're confirmed for [day, date] at [time] ([in-home/video]). If you can, text me a photo of a recent electric bill beforehand. [Your name], [Company], [number].”",
  "### Text 4: reminder",
  "“Reminder: we're meeting [today/tomorrow] at [time] to go over your solar options. Need to reschedule? Just reply here. Reply STOP to opt out.”",
  "## When someone opts out",
  "If a homeowner replies STOP, or anything that clearly means stop (“no more texts,” “leave me alone”), send no further marketing texts. One confirmation message is acceptable: “You're unsubscribed from [Company] texts. No more messages will be sent.” Then update your CRM and do-not-call list.",
];

const textEs = [
  "## Plantillas de mensajes de texto",
  "Envíe mensajes solo a los leads que aceptaron recibirlos, desde un número comercial registrado (10DLC o número gratuito verificado), entre las 8 a. m. y las 9 p. m., hora local. Cada primer mensaje lo identifica e incluye instrucciones para darse de baja.",
  "### Mensaje 1: justo después de una llamada no contestada",
  "“Hola, [Nombre], le escribe [Su nombre] de [Empresa] sobre la información de ahorro solar que solicitó el [fecha]. ¿Es buen momento para una llamada breve o prefiere otro horario? Responda STOP para darse de baja.”",
  "### Mensaje 2: al día siguiente",
  "“Hola, [Nombre], de nuevo [Su nombre] de [Empresa]. Con gusto reviso su estimado solar cuando le convenga. También puedo por la noche o el fin de semana. Responda STOP para darse de baja.”",
  "### Mensaje 3: confirmación de la cita",
  "“¡Gracias, [Nombre]! Su cita está confirmada para el [día y fecha] a las [hora] ([en casa/por video]). Si puede, envíeme antes una foto de una factura de electricidad reciente. [Su nombre], [Empresa], [número].”",
  "### Mensaje 4: recordatorio",
  "“Recordatorio: nos reunimos [hoy/mañana] a las [hora] para revisar sus opciones de energía solar. ¿Necesita cambiar la cita? Solo responda aquí. Responda STOP para darse de baja.”",
  "## Cuando alguien se da de baja",
  "Si un propietario responde STOP, o cualquier cosa que claramente signifique que no quiere más mensajes (“no más mensajes”, “déjenme en paz”), no envíe más mensajes de marketing. Se acepta un solo mensaje de confirmación: “Se dio de baja de los mensajes de [Empresa]. No recibirá más mensajes.” Luego actualice su CRM y su lista de no llamar.",
];

const scriptVoicemailAndText = page({
  id: "training.script-voicemail-and-text",
  path: "/training/script-voicemail-and-text",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Script: Voicemail and Text", "Guion: mensajes de voz y de texto"],
  seoTitle: [
    "Solar Voicemail and Text Scripts That Get Callbacks",
    "Guiones solares de mensajes de voz y de texto que consiguen respuesta",
  ],
  seoDescription: [
    "Ready-to-use voicemail and SMS templates for solar leads, with the consent, identification, calling-hour and opt-out rules every message must follow.",
    "Plantillas listas de mensajes de voz y de texto para leads solares, con las reglas de consentimiento, identificación, horario y bajas que debe cumplir cada mensaje.",
  ],
  blocks: [
    hero(
      ["Voicemail and text scripts", "Guiones de mensajes de voz y de texto"],
      [
        "Short, friendly, clearly identified and easy to opt out of: messages that get callbacks and keep you on the right side of the TCPA.",
        "Breves, amables, claramente identificados y fáciles de cancelar: mensajes que consiguen respuesta y lo mantienen dentro de la TCPA.",
      ],
    ),
    richText("page.training.script-voicemail-and-text.voicemail", voicemailEn, voicemailEs),
    richText("page.training.script-voicemail-and-text.texts", textEn, textEs),
    highlights(
      "page.training.script-voicemail-and-text.rules",
      ["Message rules", "Reglas para los mensajes"],
      [
        [
          ["Consent first", "Primero, el consentimiento"],
          [
            "Texts and prerecorded messages need the homeowner's consent; marketing texts sent with automated systems need prior express written consent.",
            "Los mensajes de texto y los mensajes pregrabados requieren el consentimiento del propietario; los mensajes de marketing enviados con sistemas automatizados requieren un consentimiento previo, expreso y por escrito.",
          ],
        ],
        [
          ["Identify and offer an exit", "Identifíquese y ofrezca una salida"],
          [
            "Name yourself and your company, and tell people how to opt out, in every first message and regularly after that.",
            "Diga su nombre y el de su empresa, e indique cómo darse de baja, en cada primer mensaje y con regularidad después.",
          ],
        ],
        [
          ["Keep it factual", "Sea objetivo"],
          [
            "No savings figures, no “free,” no official-sounding language. The goal of a message is a conversation, not a pitch.",
            "Sin cifras de ahorro, sin “gratis”, sin lenguaje que suene oficial. El objetivo de un mensaje es una conversación, no una presentación de ventas.",
          ],
        ],
      ],
    ),
    cta(
      ["Put the scripts into a cadence", "Integre los guiones en una secuencia"],
      [
        "See how these messages fit into the first 48 hours after a new lead arrives.",
        "Vea cómo encajan estos mensajes en las primeras 48 horas después de recibir un lead nuevo.",
      ],
      trainingLink(["First 48 hours training", "Capacitación sobre las primeras 48 horas"], "follow-up-first-48-hours"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /his-license
 * ---------------------------------------------------------------------------------------------- */

const hisWhoEn = [
  "## What a HIS license is",
  "A home improvement salesperson (HIS) license or registration lets you sell home improvement contracts, including residential solar, on behalf of a licensed contractor. Not every state requires one, but where it's required, selling without it can void your commission, expose the contractor to discipline and expose you to fines or criminal charges.",
  "## Where you need one",
  "- **California:** a Home Improvement Salesperson (HIS) registration with the Contractors State License Board (CSLB) is required for anyone who solicits, sells, negotiates or executes home improvement contracts for a licensed contractor outside the contractor's normal place of business, regardless of contract size. Solar installations are home improvements.",
  "- **Maryland:** the Maryland Home Improvement Commission (MHIC) requires a salesperson license to sell home improvements, with a licensing exam. A salesperson may represent up to two licensed contractors.",
  "- **Connecticut:** the Department of Consumer Protection registers home improvement salespeople separately from home improvement contractors.",
  "- **New York City:** the Department of Consumer and Worker Protection (DCWP) licenses home improvement salespersons who sell for licensed home improvement contractors in the five boroughs.",
  "- **Other places:** some states regulate solar sales through program rules instead, such as Illinois Shines marketing and consumer protection requirements for approved vendors and their sales agents. Many cities and counties also require door-to-door solicitor permits.",
  "Rules change. Before you sell in a new state, check the state contractor licensing board or consumer protection agency, and ask the installer you sell for which registrations they require.",
  "## Who is usually exempt in California",
  "- Officers, partners, members and qualifying individuals listed on the contractor's own license.",
  "- People who only schedule appointments for a registered HIS and do not sell or negotiate.",
  "- Salespeople whose sales are all initiated by the buyer at a fixed retail location.",
  "If you're an independent rep buying leads and running appointments yourself, you are selling, not just setting, and you need your own registration.",
];

const hisWhoEs = [
  "## Qué es una licencia HIS",
  "Una licencia o registro de vendedor de mejoras para el hogar (HIS, por sus siglas en inglés) le permite vender contratos de mejoras para el hogar, incluida la energía solar residencial, en nombre de un contratista con licencia. No todos los estados la exigen, pero donde es obligatoria, vender sin ella puede anular su comisión, exponer al contratista a sanciones y exponerlo a usted a multas o cargos penales.",
  "## Dónde la necesita",
  "- **California:** se exige un registro de Vendedor de Mejoras para el Hogar (HIS) ante la Junta Estatal de Licencias de Contratistas (CSLB) a toda persona que solicite, venda, negocie o formalice contratos de mejoras para el hogar para un contratista con licencia fuera del lugar habitual de negocios del contratista, sin importar el monto del contrato. Las instalaciones solares son mejoras para el hogar.",
  "- **Maryland:** la Comisión de Mejoras para el Hogar de Maryland (MHIC) exige una licencia de vendedor para vender mejoras para el hogar, con un examen de licencia. Un vendedor puede representar hasta a dos contratistas con licencia.",
  "- **Connecticut:** el Departamento de Protección al Consumidor registra a los vendedores de mejoras para el hogar por separado de los contratistas de mejoras para el hogar.",
  "- **Ciudad de Nueva York:** el Departamento de Protección al Consumidor y al Trabajador (DCWP) otorga licencias a los vendedores de mejoras para el hogar que venden para contratistas de mejoras con licencia en los cinco distritos.",
  "- **Otros lugares:** algunos estados regulan las ventas solares mediante las reglas de sus programas, como los requisitos de marketing y protección al consumidor de Illinois Shines para los proveedores aprobados y sus agentes de ventas. Muchas ciudades y condados también exigen permisos para la venta de puerta en puerta.",
  "Las reglas cambian. Antes de vender en un estado nuevo, consulte la junta estatal de licencias de contratistas o la agencia de protección al consumidor, y pregunte al instalador para el que vende qué registros exige.",
  "## Quiénes suelen estar exentos en California",
  "- Los directivos, socios, miembros y personas calificadoras que figuran en la licencia del propio contratista.",
  "- Las personas que solo agendan citas para un HIS registrado y no venden ni negocian.",
  "- Los vendedores cuyas ventas son todas iniciadas por el comprador en un local comercial fijo.",
  "Si usted es un representante independiente que compra leads y realiza las citas por su cuenta, usted vende, no solo agenda, y necesita su propio registro.",
];

const hisHowEn = [
  "## How to get a California HIS registration",
  "1. **Line up a licensed contractor.** An HIS sells on behalf of a CSLB-licensed home improvement contractor; you can't work as an independent broker. Confirm the installer's license is active on CSLB's Instant License Check.",
  "2. **Apply to CSLB.** Complete the HIS application (CSLB offers an easy-fill online form that you print, sign and mail) and pay the non-refundable application fee. Check CSLB's website for the current fee.",
  "3. **Get fingerprinted.** CSLB sends instructions. California residents use Live Scan; out-of-state applicants use fingerprint cards, which take longer. A criminal background check is part of the review.",
  "4. **Wait for approval.** There is no exam. Processing commonly takes a few weeks. You may not make sales calls or transactions until your registration is issued.",
  "5. **Get associated with each contractor.** One registration covers multiple contractors, but each contractor must notify CSLB before you start selling for them, and must notify CSLB when you stop.",
  "6. **Carry it and use it.** Show your registration to homeowners on request. California home improvement contracts must list the name and registration number of the salesperson who solicited or negotiated the contract.",
  "7. **Renew every two years.** Registrations are valid for two years; renew before the expiration date to avoid a lapse.",
  "## California solar sales rules to know",
  "- Provide the CPUC's California Solar Consumer Protection Guide and have the homeowner sign it.",
  "- Homeowners generally have three business days to cancel a home improvement contract, and five business days if they are 65 or older.",
  "- If you negotiate mainly in Spanish (or Chinese, Tagalog, Vietnamese or Korean), the homeowner must receive a translation of the contract in that language.",
  "- Never ask for a down payment above the legal limit for home improvement contracts: 10% of the contract price or $1,000, whichever is less.",
];

const hisHowEs = [
  "## Cómo obtener un registro HIS en California",
  "1. **Consiga un contratista con licencia.** Un HIS vende en nombre de un contratista de mejoras para el hogar con licencia de la CSLB; no puede trabajar como intermediario independiente. Confirme que la licencia del instalador esté activa en la Verificación Instantánea de Licencias de la CSLB.",
  "2. **Presente la solicitud a la CSLB.** Complete la solicitud HIS (la CSLB ofrece un formulario en línea fácil de llenar que usted imprime, firma y envía por correo) y pague la tarifa de solicitud no reembolsable. Consulte la tarifa vigente en el sitio web de la CSLB.",
  "3. **Tómese las huellas digitales.** La CSLB le envía las instrucciones. Los residentes de California usan Live Scan; los solicitantes de otros estados usan tarjetas de huellas, lo que tarda más. La revisión incluye una verificación de antecedentes penales.",
  "4. **Espere la aprobación.** No hay examen. El trámite suele tardar algunas semanas. No puede hacer llamadas de venta ni transacciones hasta que se emita su registro.",
  "5. **Asóciese con cada contratista.** Un solo registro cubre a varios contratistas, pero cada contratista debe notificar a la CSLB antes de que usted empiece a vender para él, y notificarla cuando usted deje de hacerlo.",
  "6. **Llévelo consigo y úselo.** Muestre su registro a los propietarios cuando se lo pidan. Los contratos de mejoras para el hogar en California deben indicar el nombre y el número de registro del vendedor que solicitó o negoció el contrato.",
  "7. **Renueve cada dos años.** Los registros son válidos por dos años; renueve antes de la fecha de vencimiento para evitar una interrupción.",
  "## Reglas de venta solar en California que debe conocer",
  "- Entregue la Guía de Protección al Consumidor Solar de California de la CPUC y pida al propietario que la firme.",
  "- Por lo general, los propietarios tienen tres días hábiles para cancelar un contrato de mejoras para el hogar, y cinco días hábiles si tienen 65 años o más.",
  "- Si negocia principalmente en español (o en chino, tagalo, vietnamita o coreano), el propietario debe recibir una traducción del contrato en ese idioma.",
  "- Nunca pida un pago inicial mayor que el límite legal para contratos de mejoras para el hogar: el 10% del precio del contrato o $1,000, lo que sea menor.",
];

const hisLicense = page({
  id: "his-license",
  path: "/his-license",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Home Improvement Salesperson (HIS) License", "Licencia de vendedor de mejoras para el hogar (HIS)"],
  seoTitle: [
    "HIS License for Solar Reps: Which States and How to Apply",
    "Licencia HIS para vendedores solares: qué estados y cómo solicitarla",
  ],
  seoDescription: [
    "Which states require a home improvement salesperson license to sell solar, and step by step how to get California's CSLB HIS registration.",
    "Qué estados exigen una licencia de vendedor de mejoras para el hogar para vender energía solar y, paso a paso, cómo obtener el registro HIS de la CSLB en California.",
  ],
  blocks: [
    hero(
      ["The HIS license: sell solar legally", "La licencia HIS: venda energía solar legalmente"],
      [
        "In California, Maryland, Connecticut and New York City, selling solar for a contractor requires a salesperson license or registration. Here's who needs one and how to get it.",
        "En California, Maryland, Connecticut y la ciudad de Nueva York, vender energía solar para un contratista requiere una licencia o registro de vendedor. Vea quién la necesita y cómo obtenerla.",
      ],
    ),
    richText("page.his-license.who", hisWhoEn, hisWhoEs),
    richText("page.his-license.how", hisHowEn, hisHowEs),
    faq(
      "page.his-license.faq",
      ["HIS license questions", "Preguntas sobre la licencia HIS"],
      [
        [
          [
            "Can I sell while my California HIS application is pending?",
            "¿Puedo vender mientras mi solicitud HIS de California está en trámite?",
          ],
          [
            "No. You must hold a current, valid registration before making sales calls or transactions on behalf of a contractor. You can study the product and shadow appointments, but don't solicit or negotiate.",
            "No. Debe tener un registro vigente y válido antes de hacer llamadas de venta o transacciones en nombre de un contratista. Puede estudiar el producto y acompañar citas como observador, pero no solicite ni negocie.",
          ],
        ],
        [
          ["Do appointment setters need a HIS registration?", "¿Los que agendan citas necesitan un registro HIS?"],
          [
            "In California, a person who only schedules appointments for a registered HIS is exempt. Once you discuss pricing, negotiate or sign contracts, you need the registration. In Maryland, telephone-only solicitors are also exempt from the salesperson license.",
            "En California, una persona que solo agenda citas para un HIS registrado está exenta. En cuanto habla de precios, negocia o firma contratos, necesita el registro. En Maryland, quienes solo hacen solicitudes por teléfono también están exentos de la licencia de vendedor.",
          ],
        ],
        [
          ["Does a license from one state work in another?", "¿Una licencia de un estado sirve en otro?"],
          [
            "No. Each state, and New York City, has its own requirement. Get licensed where the homeowner lives, not where you live.",
            "No. Cada estado, y la ciudad de Nueva York, tiene su propio requisito. Obtenga la licencia donde vive el propietario, no donde vive usted.",
          ],
        ],
        [
          ["What happens if I sell without one?", "¿Qué pasa si vendo sin licencia?"],
          [
            "Depending on the state, unregistered selling can be a misdemeanor, lead to fines, jeopardize the contractor's license, and give the homeowner grounds to challenge the contract. Many installers withhold commission on deals sold without a required registration.",
            "Según el estado, vender sin registro puede ser un delito menor, dar lugar a multas, poner en riesgo la licencia del contratista y dar al propietario motivos para impugnar el contrato. Muchos instaladores retienen la comisión de las ventas hechas sin el registro obligatorio.",
          ],
        ],
      ],
    ),
    cta(
      ["Licensed and ready to sell?", "¿Ya tiene licencia y está listo para vender?"],
      [
        "See how your per-watt commission adds up before you buy your next batch of leads.",
        "Vea cuánto suma su comisión por vatio antes de comprar su próximo lote de leads.",
      ],
      link(
        ["Open the commission calculator", "Abrir la calculadora de comisiones"],
        "/calculators/solar-sales-commission",
      ),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------
 * Sales training: /calculators/solar-sales-commission
 * ---------------------------------------------------------------------------------------------- */

const commissionEn = [
  "## How redline commission works",
  "Most solar installers and dealers pay independent reps on a **redline**: a base price per watt that covers the installer's equipment, labor, overhead and margin. Whatever you sell above the redline is your spread, and your commission is that spread times the system size in watts.",
  "**Commission = (sold price per watt − redline per watt) × system size in watts**",
  "## A worked example",
  "- System: 8 kW, which is 8,000 watts.",
  "- Sold price: $3.30 per watt, a contract price of $26,400.",
  "- Redline: $2.80 per watt.",
  "- Spread: $0.50 per watt × 8,000 watts = **$4,000 gross commission**.",
  "- If a setter booked the appointment for $0.10 per watt, that's $800 to the setter and $3,200 to you.",
  "- Lead cost: if you buy leads at $50 each and close one in 20, each sale carries $1,000 in lead cost, leaving about $2,200 before taxes and expenses.",
  "## Flat per-watt commission",
  "Some companies pay a fixed rate instead, such as $0.25 per watt regardless of price. On the same 8 kW system that's $2,000. It's simpler and doesn't reward overpricing, but it caps your upside.",
  "## What changes your number",
  "- **Adders:** batteries, main panel upgrades, tile roofs and trenching usually raise both the price and the redline. Know which adders are priced in.",
  "- **Financing fees:** loan dealer fees can be a large share of the contract price. On many pay plans they come out of your spread, so the same price per watt pays less on a loan than on cash. Lease and PPA deals often pay on a separate schedule set by the financing partner.",
  "- **Milestones and clawbacks:** commission is often paid in stages, for example at contract approval and at installation. If the deal cancels or fails to install, advanced commission may be clawed back.",
  "- **Taxes:** as an independent contractor you'll receive a 1099 and owe income and self-employment tax. Set money aside from every check.",
  "## Price with integrity",
  "Pushing price per watt far above the local market, roughly $2.50 to $3.50 installed, may raise one commission but drives cancellations, complaints and financing declines. Sustainable reps earn more by closing more deals that install.",
];

const commissionEs = [
  "## Cómo funciona la comisión por redline",
  "La mayoría de los instaladores y distribuidores solares pagan a los representantes independientes con base en un **redline**: un precio base por vatio que cubre el equipo, la mano de obra, los gastos generales y el margen del instalador. Todo lo que venda por encima del redline es su margen, y su comisión es ese margen multiplicado por el tamaño del sistema en vatios.",
  "**Comisión = (precio vendido por vatio − redline por vatio) × tamaño del sistema en vatios**",
  "## Un ejemplo práctico",
  "- Sistema: 8 kW, es decir, 8,000 vatios.",
  "- Precio vendido: $3.30 por vatio, un precio de contrato de $26,400.",
  "- Redline: $2.80 por vatio.",
  "- Margen: $0.50 por vatio × 8,000 vatios = **$4,000 de comisión bruta**.",
  "- Si un agendador consiguió la cita por $0.10 por vatio, son $800 para el agendador y $3,200 para usted.",
  "- Costo de los leads: si compra leads a $50 cada uno y cierra uno de cada 20, cada venta lleva $1,000 de costo en leads, lo que le deja unos $2,200 antes de impuestos y gastos.",
  "## Comisión fija por vatio",
  "Algunas empresas pagan una tarifa fija, como $0.25 por vatio sin importar el precio. En el mismo sistema de 8 kW son $2,000. Es más sencillo y no premia los precios inflados, pero limita lo que puede ganar.",
  "## Qué cambia su cifra",
  "- **Cargos adicionales:** las baterías, las actualizaciones del panel principal, los techos de teja y las zanjas suelen aumentar tanto el precio como el redline. Sepa qué cargos adicionales están incluidos.",
  "- **Cargos de financiamiento:** los cargos del distribuidor en los préstamos pueden ser una parte importante del precio del contrato. En muchos planes de pago se descuentan de su margen, así que el mismo precio por vatio paga menos con un préstamo que al contado. Las ventas de arrendamiento y PPA suelen pagarse según un esquema aparte fijado por el socio financiero.",
  "- **Etapas de pago y devoluciones:** la comisión suele pagarse por etapas, por ejemplo al aprobarse el contrato y al instalarse el sistema. Si la venta se cancela o no se instala, es posible que deba devolver la comisión adelantada.",
  "- **Impuestos:** como contratista independiente recibirá un formulario 1099 y deberá pagar el impuesto sobre la renta y el impuesto sobre el trabajo por cuenta propia. Aparte dinero de cada pago.",
  "## Precios con integridad",
  "Subir el precio por vatio muy por encima del mercado local, de aproximadamente $2.50 a $3.50 instalado, puede aumentar una comisión, pero provoca cancelaciones, quejas y rechazos de financiamiento. Los representantes que perduran ganan más cerrando más ventas que sí se instalan.",
];

const solarSalesCommissionCalculator = page({
  id: "calculators.solar-sales-commission",
  path: "/calculators/solar-sales-commission",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Solar Sales Commission Calculator", "Calculadora de comisiones de ventas solares"],
  seoTitle: [
    "Solar Sales Commission Calculator: Redline and Per-Watt Pay",
    "Calculadora de comisiones solares: redline y pago por vatio",
  ],
  seoDescription: [
    "Calculate your solar sales commission from system size, sold price per watt and redline, minus setter splits and lead costs, with a worked example.",
    "Calcule su comisión de ventas solares según el tamaño del sistema, el precio por vatio y el redline, menos la parte del agendador y el costo de los leads.",
  ],
  blocks: [
    hero(
      ["What will this deal pay you?", "¿Cuánto le pagará esta venta?"],
      [
        "Work out your redline or per-watt commission in seconds, including setter splits and what your leads really cost per closed deal.",
        "Calcule en segundos su comisión por redline o por vatio, incluida la parte del agendador y lo que realmente le cuestan los leads por cada venta cerrada.",
      ],
    ),
    calculator(
      ["Solar sales commission calculator", "Calculadora de comisiones de ventas solares"],
      [
        "Enter the system size in kilowatts, your sold price per watt and your redline. Add any setter split, your lead price and your close rate to see gross commission, your share and net after lead costs.",
        "Ingrese el tamaño del sistema en kilovatios, su precio vendido por vatio y su redline. Agregue la parte del agendador, el precio de sus leads y su tasa de cierre para ver la comisión bruta, su parte y el neto después del costo de los leads.",
      ],
      "salesCommission",
    ),
    richText("page.calculators.solar-sales-commission.explainer", commissionEn, commissionEs),
    faq(
      "page.calculators.solar-sales-commission.faq",
      ["Commission questions", "Preguntas sobre comisiones"],
      [
        [
          ["Who sets the redline?", "¿Quién fija el redline?"],
          [
            "The installer or dealer you sell for. It can vary by state, by financing product and by equipment, and it can change during the year. Get your current redline sheet in writing.",
            "El instalador o distribuidor para el que vende. Puede variar según el estado, el producto de financiamiento y el equipo, y puede cambiar durante el año. Pida por escrito su tabla de redline vigente.",
          ],
        ],
        [
          [
            "Did the end of the federal tax credit change commissions?",
            "¿El fin del crédito fiscal federal cambió las comisiones?",
          ],
          [
            "Indirectly. Cash and loan buyers no longer subtract a 30% credit for systems installed after 2025, so there is less room above the redline on purchases. Lease and PPA pricing depends on the financing partner.",
            "De forma indirecta. Los compradores al contado o con préstamo ya no restan un crédito del 30% en sistemas instalados después de 2025, así que hay menos margen por encima del redline en las compras. Los precios de arrendamientos y PPA dependen del socio financiero.",
          ],
        ],
        [
          ["How do I lower my lead cost per sale?", "¿Cómo reduzco el costo de leads por venta?"],
          [
            "Call within minutes, follow a full 48-hour cadence, screen roofs early and book every decision maker. Raising your close rate from 5% to 8% cuts lead cost per sale by more than a third.",
            "Llame en cuestión de minutos, siga una secuencia completa de 48 horas, evalúe los techos desde el principio y agende a todos los que deciden. Subir su tasa de cierre del 5% al 8% reduce el costo de leads por venta en más de un tercio.",
          ],
        ],
      ],
    ),
    cta(
      ["Close more of the leads you buy", "Cierre más de los leads que compra"],
      [
        "The fastest way to a bigger commission check is a better first call.",
        "La forma más rápida de aumentar su comisión es una mejor primera llamada.",
      ],
      trainingLink(["Start with the discovery call", "Empiece con la llamada de descubrimiento"], "discovery-call"),
    ),
  ],
});

/* ------------------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------------------
 * Sales training: /margin_calculator (spec 2.5: shown with no navigation and no footer)
 * ---------------------------------------------------------------------------------------------- */

const marginEn = [
  "## Margin is not markup",
  "Margin is the share of the contract price you keep: profit ÷ price. Markup is what you added on top of cost: profit ÷ cost. A job with $16,800 of cost sold for $28,000 has a 40% margin and a 66.7% markup. Quote and compare in margin: it is what your overhead and commissions come out of.",
  "## Pricing to a target",
  "To keep a target margin, divide your total cost by one minus the margin: at $16,800 of cost, a 35% margin needs $16,800 ÷ 0.65 = $25,846. Adding 35% to cost ($22,680) only gives a 25.9% margin.",
  "## What to count as cost",
  "- Equipment: panels, inverters or microinverters, racking, batteries, wire and balance of system.",
  "- Labor and install: crew hours, electrician, roof work and any subcontractors.",
  "- Other: permits, interconnection and inspection fees, design, financing dealer fees, sales commission and a share of overhead.",
];

const marginEs = [
  "## El margen no es el recargo",
  "El margen es la parte del precio del contrato que usted conserva: ganancia ÷ precio. El recargo es lo que agregó sobre el costo: ganancia ÷ costo. Un trabajo con $16,800 de costo vendido en $28,000 tiene un margen de 40% y un recargo de 66.7%. Cotice y compare en margen: de ahí salen sus gastos generales y comisiones.",
  "## Precio para un objetivo",
  "Para mantener un margen objetivo, divida su costo total entre uno menos el margen: con $16,800 de costo, un margen de 35% requiere $16,800 ÷ 0.65 = $25,846. Sumar 35% al costo ($22,680) solo da un margen de 25.9%.",
  "## Qué contar como costo",
  "- Equipo: paneles, inversores o microinversores, estructura, baterías, cableado y resto del sistema.",
  "- Mano de obra e instalación: horas de cuadrilla, electricista, trabajo de techo y subcontratistas.",
  "- Otros: permisos, cargos de interconexión e inspección, diseño, cargos del financiamiento, comisión de venta y una parte de los gastos generales.",
];

const marginCalculator = page({
  id: "margin-calculator",
  path: "/margin_calculator",
  section: "salesTraining",
  brand: CLOSER_LEADS,
  title: ["Solar Job Margin Calculator", "Calculadora de margen de trabajos solares"],
  seoTitle: [
    "Solar Job Margin Calculator: Margin, Markup and Price per Watt",
    "Calculadora de margen solar: margen, recargo y precio por vatio",
  ],
  seoDescription: [
    "Work out a solar job's gross profit, margin, markup and price per watt from its costs and contract price, and the price that keeps your target margin.",
    "Calcule la ganancia bruta, el margen, el recargo y el precio por vatio de un trabajo solar, y el precio que mantiene su margen objetivo.",
  ],
  blocks: [
    calculator(
      ["Job margin calculator", "Calculadora de margen del trabajo"],
      [
        "Enter the system size, your costs and the contract price to see profit, margin and markup, per job and per watt, and the price your target margin needs.",
        "Ingrese el tamaño del sistema, sus costos y el precio del contrato para ver la ganancia, el margen y el recargo, por trabajo y por vatio, y el precio que requiere su margen objetivo.",
      ],
      "margin",
    ),
    richText("page.margin-calculator.explainer", marginEn, marginEs),
  ],
});

export const contentPages: ContentPageDoc[] = [
  // Navigation
  solar101,
  solarSavingsCalculator,
  topSolarCompanies,
  goSolarSaveMoney,
  priceMatchGuarantee,
  whySunSaver,
  sunSaver101,
  // Sales training (Closer Leads Exchange)
  energyShift,
  roofEligibility,
  stateIncentiveProgram,
  discoveryCall,
  objectionHandling,
  followUpFirst48,
  followUpNoShow,
  followUpNurture,
  closingTheAppointment,
  closingTechniques,
  scriptFirstCall,
  scriptVoicemailAndText,
  hisLicense,
  solarSalesCommissionCalculator,
  marginCalculator,
];
