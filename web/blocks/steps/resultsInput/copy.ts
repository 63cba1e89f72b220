import type { OfferCategory } from "studio/constants";
import type { Locale } from "@/lib/brand/locale";

/** What the results say about one kind of offer: solar wording only in solar flows (issue 7 item 6). */
type CategoryWords = {
  estimateHeading: string;
  comparisonHeading: string;
  estimateUnavailable: string;
  estimateNote: string;
  /** When no figure fits the offer (the estimate's kind is "none"). */
  noEstimate: string;
};

type RoofMaterial = "asphalt_shingle" | "metal" | "tile" | "slate" | "wood_shake" | "flat_membrane";
type RoofAddition = "extra_layer_tear_off" | "sheathing" | "gutters";

type ResultsWords = {
  estimateLoading: string;
  systemSize: string;
  kilowatts: string;
  estimatedCost: string;
  beforeIncentives: string;
  firstYearSavings: string;
  savings25Year: string;
  payback: string;
  years: string;
  paybackNotReached: string;
  priceRange: string;
  range: string;
  roofArea: string;
  squareFeet: string;
  material: string;
  materials: Record<RoofMaterial, string>;
  includes: string;
  additions: Record<RoofAddition, string>;
  assumedTypicalHome: string;
  monthlyPayment: string;
  perMonth: string;
  loanAmount: string;
  apr: string;
  percent: string;
  term: string;
  months: string;
  categories: Record<OfferCategory, CategoryWords>;
};

/** The results step's words (and the free report's figures). Braced words are filled with `fillCopy`. */
export const resultsInputCopy = {
  en: {
    estimateLoading: "Calculating your estimate…",
    systemSize: "System size",
    kilowatts: "{n} kW",
    estimatedCost: "Estimated cost",
    beforeIncentives: "{amount} before incentives",
    firstYearSavings: "First-year savings",
    savings25Year: "25-year savings",
    payback: "Payback period",
    years: "{n} years",
    paybackNotReached: "More than 25 years",
    priceRange: "Estimated price range",
    range: "{low} – {high}",
    roofArea: "Roof area",
    squareFeet: "{low}–{high} sq ft",
    material: "Material",
    materials: {
      asphalt_shingle: "Asphalt shingle",
      metal: "Metal",
      tile: "Tile",
      slate: "Slate",
      wood_shake: "Wood shake",
      flat_membrane: "Flat roof membrane",
    },
    includes: "Includes {list}.",
    additions: {
      extra_layer_tear_off: "removing the extra shingle layers",
      sheathing: "a new roof deck",
      gutters: "new gutters",
    },
    assumedTypicalHome: "Where we didn't know your home's size or roof, we priced a typical one.",
    monthlyPayment: "Estimated monthly payment",
    perMonth: "{amount} a month",
    loanAmount: "Loan amount",
    apr: "APR",
    percent: "{n}%",
    term: "Term",
    months: "{n} months",
    categories: {
      solar: {
        estimateHeading: "Your estimated solar savings",
        comparisonHeading: "Compare top solar providers",
        estimateUnavailable:
          "We couldn't calculate your estimate right now. An energy advisor will go over the numbers with you.",
        estimateNote: "Estimates only; your installer will confirm the numbers after reviewing your home.",
        noEstimate:
          "Your savings depend on your roof and your utility: the installers below will give you exact numbers.",
      },
      solar_loans: {
        estimateHeading: "Your estimated monthly payment",
        comparisonHeading: "Compare top lenders",
        estimateUnavailable:
          "We couldn't calculate your payment right now. A loan advisor will go over the numbers with you.",
        estimateNote:
          "An example only, for a borrower with good credit; your lender will confirm the rate and payment after reviewing your application.",
        noEstimate:
          "Your rate depends on your credit and the amount you borrow: the lenders below will give you an exact offer.",
      },
      roof: {
        estimateHeading: "Your estimated roof cost",
        comparisonHeading: "Compare top roofing companies",
        estimateUnavailable:
          "We couldn't calculate your estimate right now. A roofing specialist will go over the numbers with you.",
        estimateNote:
          "Estimates only; local labor and permits move prices, and your roofer will confirm them after an inspection.",
        noEstimate: "Repairs are priced on site: the roofers below will inspect your roof and give you an exact quote.",
      },
      gutter: {
        estimateHeading: "Your gutter quote",
        comparisonHeading: "Compare top gutter installers",
        estimateUnavailable:
          "We couldn't prepare your quote right now. A gutter specialist will go over the numbers with you.",
        estimateNote: "Estimates only; your installer will confirm the price after measuring your home.",
        noEstimate:
          "Gutter prices depend on the length of your roofline and the material: the installers below will give you an exact quote.",
      },
      windows: {
        estimateHeading: "Your window quote",
        comparisonHeading: "Compare top window companies",
        estimateUnavailable:
          "We couldn't prepare your quote right now. A window specialist will go over the numbers with you.",
        estimateNote: "Estimates only; your installer will confirm the price after measuring your windows.",
        noEstimate:
          "Window prices depend on how many windows you replace, their size and style: the companies below will give you an exact quote.",
      },
      home_warranty: {
        estimateHeading: "Your home warranty quote",
        comparisonHeading: "Compare top home warranty companies",
        estimateUnavailable:
          "We couldn't prepare your quote right now. A home warranty advisor will go over the plans with you.",
        estimateNote: "Estimates only; the provider will confirm the price of the plan you choose.",
        noEstimate:
          "Plan prices depend on your home and the coverage you pick: the companies below will give you an exact quote.",
      },
      home_security: {
        estimateHeading: "Your home security quote",
        comparisonHeading: "Compare top home security providers",
        estimateUnavailable:
          "We couldn't prepare your quote right now. A security advisor will go over the options with you.",
        estimateNote: "Estimates only; the provider will confirm the price of equipment and monitoring.",
        noEstimate:
          "Prices depend on the equipment and monitoring you choose: the providers below will give you an exact quote.",
      },
      bathroom_remodel: {
        estimateHeading: "Your bathroom remodel quote",
        comparisonHeading: "Compare top bathroom remodelers",
        estimateUnavailable:
          "We couldn't prepare your quote right now. A remodeling specialist will go over the numbers with you.",
        estimateNote: "Estimates only; your remodeler will confirm the price after seeing your bathroom.",
        noEstimate:
          "Remodel prices depend on your bathroom's size and the features you pick: the remodelers below will give you an exact quote.",
      },
    },
  },
  es: {
    estimateLoading: "Calculando su estimado…",
    systemSize: "Tamaño del sistema",
    kilowatts: "{n} kW",
    estimatedCost: "Costo estimado",
    beforeIncentives: "{amount} antes de incentivos",
    firstYearSavings: "Ahorro el primer año",
    savings25Year: "Ahorro en 25 años",
    payback: "Periodo de recuperación",
    years: "{n} años",
    paybackNotReached: "Más de 25 años",
    priceRange: "Rango de precio estimado",
    range: "{low} – {high}",
    roofArea: "Área del techo",
    squareFeet: "{low}–{high} pies cuadrados",
    material: "Material",
    materials: {
      asphalt_shingle: "Teja asfáltica",
      metal: "Metal",
      tile: "Teja",
      slate: "Pizarra",
      wood_shake: "Tejas de madera",
      flat_membrane: "Membrana para techo plano",
    },
    includes: "Incluye {list}.",
    additions: {
      extra_layer_tear_off: "quitar las capas de tejas adicionales",
      sheathing: "una nueva base de techo",
      gutters: "canaletas nuevas",
    },
    assumedTypicalHome: "Donde no conocíamos el tamaño de su casa o su techo, calculamos uno típico.",
    monthlyPayment: "Pago mensual estimado",
    perMonth: "{amount} al mes",
    loanAmount: "Monto del préstamo",
    apr: "Tasa anual (APR)",
    percent: "{n}%",
    term: "Plazo",
    months: "{n} meses",
    categories: {
      solar: {
        estimateHeading: "Su ahorro solar estimado",
        comparisonHeading: "Compare los principales proveedores solares",
        estimateUnavailable:
          "No pudimos calcular su estimado en este momento. Un asesor de energía revisará los números con usted.",
        estimateNote: "Solo son estimados; su instalador confirmará los números después de revisar su casa.",
        noEstimate:
          "Su ahorro depende de su techo y de su compañía de electricidad: los instaladores de abajo le darán números exactos.",
      },
      solar_loans: {
        estimateHeading: "Su pago mensual estimado",
        comparisonHeading: "Compare los principales prestamistas",
        estimateUnavailable:
          "No pudimos calcular su pago en este momento. Un asesor de préstamos revisará los números con usted.",
        estimateNote:
          "Solo es un ejemplo, para alguien con buen crédito; su prestamista confirmará la tasa y el pago después de revisar su solicitud.",
        noEstimate:
          "Su tasa depende de su crédito y del monto que pida: los prestamistas de abajo le darán una oferta exacta.",
      },
      roof: {
        estimateHeading: "Costo estimado de su techo",
        comparisonHeading: "Compare las principales compañías de techos",
        estimateUnavailable:
          "No pudimos calcular su estimado en este momento. Un especialista en techos revisará los números con usted.",
        estimateNote:
          "Solo son estimados; la mano de obra y los permisos locales cambian los precios, y su contratista los confirmará después de una inspección.",
        noEstimate:
          "Las reparaciones se cotizan en el lugar: los contratistas de abajo revisarán su techo y le darán una cotización exacta.",
      },
      gutter: {
        estimateHeading: "Su cotización de canaletas",
        comparisonHeading: "Compare los principales instaladores de canaletas",
        estimateUnavailable:
          "No pudimos preparar su cotización en este momento. Un especialista en canaletas revisará los números con usted.",
        estimateNote: "Solo son estimados; su instalador confirmará el precio después de medir su casa.",
        noEstimate:
          "El precio de las canaletas depende del largo del techo y del material: los instaladores de abajo le darán una cotización exacta.",
      },
      windows: {
        estimateHeading: "Su cotización de ventanas",
        comparisonHeading: "Compare las principales compañías de ventanas",
        estimateUnavailable:
          "No pudimos preparar su cotización en este momento. Un especialista en ventanas revisará los números con usted.",
        estimateNote: "Solo son estimados; su instalador confirmará el precio después de medir sus ventanas.",
        noEstimate:
          "El precio depende de cuántas ventanas cambie, su tamaño y su estilo: las compañías de abajo le darán una cotización exacta.",
      },
      home_warranty: {
        estimateHeading: "Su cotización de garantía para el hogar",
        comparisonHeading: "Compare las principales compañías de garantía para el hogar",
        estimateUnavailable:
          "No pudimos preparar su cotización en este momento. Un asesor de garantías para el hogar revisará los planes con usted.",
        estimateNote: "Solo son estimados; el proveedor confirmará el precio del plan que elija.",
        noEstimate:
          "El precio de un plan depende de su casa y de la cobertura que elija: las compañías de abajo le darán una cotización exacta.",
      },
      home_security: {
        estimateHeading: "Su cotización de seguridad para el hogar",
        comparisonHeading: "Compare los principales proveedores de seguridad para el hogar",
        estimateUnavailable:
          "No pudimos preparar su cotización en este momento. Un asesor de seguridad revisará las opciones con usted.",
        estimateNote: "Solo son estimados; el proveedor confirmará el precio del equipo y del monitoreo.",
        noEstimate:
          "El precio depende del equipo y del monitoreo que elija: los proveedores de abajo le darán una cotización exacta.",
      },
      bathroom_remodel: {
        estimateHeading: "Su cotización de remodelación de baño",
        comparisonHeading: "Compare las principales empresas de remodelación de baños",
        estimateUnavailable:
          "No pudimos preparar su cotización en este momento. Un especialista en remodelación revisará los números con usted.",
        estimateNote: "Solo son estimados; su contratista confirmará el precio después de ver su baño.",
        noEstimate:
          "El precio de una remodelación depende del tamaño del baño y de lo que elija: las empresas de abajo le darán una cotización exacta.",
      },
    },
  },
} as const satisfies Record<Locale, ResultsWords>;

export type ResultsCopy = ResultsWords;
