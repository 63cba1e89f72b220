/**
 * Step documents: one per funnel screen slug used in flowLists.ts.
 * Each step holds the visitor-facing heading, an optional helper line and exactly one input.
 * Copy rules: plain US English, Latin-American Spanish with "usted"; no promises of free panels,
 * guaranteed savings or the expired federal 25D credit.
 */
import { keyed, ls, lt, type Schema, type Seed, type StepInput, slug } from "./lib";

type Copy = [en: string, es: string];
type ChoiceSpec = [value: string, en: string, es: string];
type StepDoc = Seed<Schema.Step>;
type InterstitialVariant = NonNullable<Schema.InterstitialInput["variant"]>;

const continueLabel: Copy = ["Continue", "Continuar"];

function step(name: string, heading: Copy, subheading: Copy | null, input: StepInput): StepDoc {
  return {
    _id: `step.${name}`,
    _type: "step",
    slug: slug(name),
    heading: ls(...heading),
    ...(subheading ? { subheading: lt(...subheading) } : {}),
    input: keyed(`step.${name}.input`, [input]),
  } satisfies StepDoc;
}

const choices = (name: string, list: ChoiceSpec[]) =>
  keyed(
    `step.${name}.choices`,
    list.map(([value, en, es]) => ({ _type: "choice" as const, value, label: ls(en, es) })),
  );

const points = (name: string, scope: string, list: Copy[]) =>
  keyed(
    `step.${name}.${scope}`,
    list.map((copy) => ls(...copy)),
  );

function single(name: string, heading: Copy, subheading: Copy | null, answerKey: string, list: ChoiceSpec[]): StepDoc {
  return step(name, heading, subheading, {
    _type: "singleChoiceInput",
    answerKey,
    choices: choices(name, list),
  });
}

function multi(
  name: string,
  heading: Copy,
  subheading: Copy | null,
  answerKey: string,
  list: ChoiceSpec[],
  noneValue: string,
): StepDoc {
  return step(name, heading, subheading, {
    _type: "multiChoiceInput",
    answerKey,
    choices: choices(name, list),
    noneValue,
    buttonLabel: ls(...continueLabel),
  });
}

function yesNo(
  name: string,
  heading: Copy,
  subheading: Copy | null,
  answerKey: string,
  yes: Copy = ["Yes", "Sí"],
  no: Copy = ["No", "No"],
): StepDoc {
  return step(name, heading, subheading, {
    _type: "yesNoInput",
    answerKey,
    yesLabel: ls(...yes),
    noLabel: ls(...no),
  });
}

function interstitial(name: InterstitialVariant, heading: Copy, durationMs: number, messages: Copy[]): StepDoc {
  return step(name, heading, null, {
    _type: "interstitialInput",
    variant: name,
    durationMs,
    messages: points(name, "messages", messages),
  });
}

const monthlyBill = (name: string): StepDoc =>
  step(
    name,
    ["What's your average monthly electric bill?", "¿Cuánto paga en promedio por la luz cada mes?"],
    [
      "Move the slider to your typical bill. A rough average over the year is fine.",
      "Mueva el control hasta su factura habitual. Un promedio aproximado del año es suficiente.",
    ],
    {
      _type: "monthlyBillInput",
      min: 50,
      max: 800,
      step: 10,
      defaultAmount: 150,
      buttonLabel: ls(...continueLabel),
    },
  );

const sunExposure = (name: string): StepDoc =>
  single(
    name,
    ["How much sun does your roof get?", "¿Cuánto sol recibe su techo?"],
    ["Think about a typical day between 9 a.m. and 3 p.m.", "Piense en un día típico entre las 9 a. m. y las 3 p. m."],
    "sun_exposure",
    [
      ["full_sun", "Full sun: little or no shade", "Sol pleno: poca o ninguna sombra"],
      ["partial_sun", "Partial sun: some shade during the day", "Sol parcial: algo de sombra durante el día"],
      ["mostly_shaded", "Mostly shaded by trees or buildings", "Mayormente a la sombra de árboles o edificios"],
      ["not_sure", "Not sure", "No lo sé"],
    ],
  );

const notSure: ChoiceSpec = ["not_sure", "Not sure", "No lo sé"];

export const steps: StepDoc[] = [
  // ——— Location and contact details ———
  step(
    "zip",
    ["What's your ZIP code?", "¿Cuál es su código postal?"],
    [
      "We'll check which providers and programs are available in your area.",
      "Verificaremos qué proveedores y programas están disponibles en su zona.",
    ],
    {
      _type: "zipInput",
      placeholder: ls("Enter your ZIP code", "Ingrese su código postal"),
      buttonLabel: ls("Check my area", "Verificar mi zona"),
    },
  ),
  step(
    "zip-confirm",
    // True with the area found from the connection (shown with its Change link) and without one
    // (the ZIP field): the step shows either.
    ["Confirm your ZIP code", "Confirme su código postal"],
    [
      "Providers serve by area, so we match you with the ones that serve your home.",
      "Los proveedores trabajan por zona, así que le presentamos los que atienden su casa.",
    ],
    { _type: "zipConfirmInput", buttonLabel: ls("Yes, that's right", "Sí, es correcto") },
  ),
  step(
    "address",
    ["What's your street address?", "¿Cuál es la dirección de su casa?"],
    [
      "We use it to confirm your property and find providers that serve your neighborhood.",
      "La usamos para confirmar su propiedad y encontrar proveedores que atienden su vecindario.",
    ],
    {
      _type: "addressInput",
      placeholder: ls("Start typing your address", "Comience a escribir su dirección"),
      buttonLabel: ls(...continueLabel),
    },
  ),
  step(
    "name",
    ["What's your name?", "¿Cuál es su nombre?"],
    ["So we know who we're helping.", "Así sabremos a quién estamos ayudando."],
    { _type: "nameInput", buttonLabel: ls(...continueLabel) },
  ),
  step(
    "email",
    ["What's your email address?", "¿Cuál es su correo electrónico?"],
    ["We'll send a copy of your results here.", "Le enviaremos una copia de sus resultados a este correo."],
    {
      _type: "emailInput",
      placeholder: ls("name@example.com", "nombre@ejemplo.com"),
      buttonLabel: ls(...continueLabel),
    },
  ),
  step(
    "phone",
    ["What's the best phone number to reach you?", "¿A qué número de teléfono podemos comunicarnos con usted?"],
    [
      "A local advisor may call or text to confirm your details and go over your options.",
      "Un asesor local podría llamarle o enviarle un mensaje de texto para confirmar sus datos y revisar sus opciones.",
    ],
    { _type: "phoneInput", buttonLabel: ls(...continueLabel) },
  ),
  step(
    "phone-verification",
    // True before the code is sent and after: the step says when it was sent (issue 58 item 7).
    ["Confirm your phone number", "Confirme su número de teléfono"],
    [
      "We'll text a 6-digit code to your phone to confirm it's really you.",
      "Le enviaremos un código de 6 dígitos por mensaje de texto para confirmar que realmente es usted.",
    ],
    {
      _type: "phoneVerificationInput",
      codeLength: 6,
      resendAfterSeconds: 30,
      buttonLabel: ls("Verify my number", "Verificar mi número"),
    },
  ),
  step(
    "pii",
    // Nothing is sent: the results follow on screen, and an advisor may call (issue 58 item 1).
    ["Last step: how can we reach you?", "Último paso: ¿cómo podemos comunicarnos con usted?"],
    [
      "Enter your name, email and phone to see your results. A local advisor may contact you to go over your personalized estimate.",
      "Ingrese su nombre, correo electrónico y teléfono para ver sus resultados. Un asesor local podría comunicarse con usted para revisar su estimado personalizado.",
    ],
    { _type: "piiInput", buttonLabel: ls("See my results", "Ver mis resultados") },
  ),
  step(
    "contact",
    ["How would you like to be contacted?", "¿Cómo prefiere que nos comuniquemos con usted?"],
    ["Choose all that apply.", "Elija todas las opciones que correspondan."],
    {
      _type: "contactInput",
      answerKey: "preferred_contact_method",
      choices: choices("contact", [
        ["call", "Phone call", "Llamada telefónica"],
        ["text", "Text message", "Mensaje de texto"],
        ["email", "Email", "Correo electrónico"],
      ]),
      buttonLabel: ls(...continueLabel),
    },
  ),

  // ——— Home and household ———
  single(
    "homeowner-renter",
    ["Do you own or rent your home?", "¿Su vivienda es propia o alquilada?"],
    null,
    "homeowner_renter",
    [
      ["homeowner", "I own my home", "Es propia"],
      ["renter", "I rent", "Es alquilada"],
    ],
  ),
  single(
    "property-type",
    ["What type of home do you live in?", "¿En qué tipo de vivienda vive?"],
    null,
    "property_type",
    [
      ["single_family", "Single-family home", "Casa unifamiliar"],
      ["townhouse", "Townhouse", "Casa adosada (townhouse)"],
      ["condo_apartment", "Condo or apartment", "Condominio o apartamento"],
      ["multi_family", "Multi-family (2–4 units)", "Multifamiliar (2 a 4 unidades)"],
      ["mobile_home", "Mobile or manufactured home", "Casa móvil o prefabricada"],
    ],
  ),
  single(
    "system-property-type",
    ["Where will the security system be installed?", "¿Dónde se instalará el sistema de seguridad?"],
    null,
    "system_property_type",
    [
      ["house", "House", "Casa"],
      ["townhouse", "Townhouse", "Casa adosada (townhouse)"],
      ["apartment_condo", "Apartment or condo", "Apartamento o condominio"],
      ["business", "Business or office", "Negocio u oficina"],
    ],
  ),
  single(
    "property-change",
    ["Do you plan to sell or move in the next few years?", "¿Piensa vender o mudarse en los próximos años?"],
    [
      "Solar savings build up over time, so it helps to know your plans.",
      "El ahorro con energía solar se acumula con el tiempo, por eso nos ayuda conocer sus planes.",
    ],
    "property_change",
    [
      ["staying", "No, I plan to stay", "No, pienso quedarme"],
      ["unsure", "Maybe, I'm not sure yet", "Tal vez, aún no lo sé"],
      ["moving_soon", "Yes, within the next 2 years", "Sí, en los próximos 2 años"],
    ],
  ),
  single(
    "home-area",
    ["About how big is your home?", "¿Aproximadamente qué tamaño tiene su casa?"],
    ["Living space, not counting the garage.", "Espacio habitable, sin contar el garaje."],
    "home_area",
    [
      ["under_1000_sqft", "Under 1,000 sq ft", "Menos de 1,000 pies cuadrados"],
      ["from_1000_to_1500_sqft", "1,000–1,500 sq ft", "1,000 a 1,500 pies cuadrados"],
      ["from_1500_to_2000_sqft", "1,500–2,000 sq ft", "1,500 a 2,000 pies cuadrados"],
      ["from_2000_to_3000_sqft", "2,000–3,000 sq ft", "2,000 a 3,000 pies cuadrados"],
      ["over_3000_sqft", "More than 3,000 sq ft", "Más de 3,000 pies cuadrados"],
    ],
  ),
  single("home-storeys", ["How many stories is your home?", "¿Cuántos pisos tiene su casa?"], null, "home_storeys", [
    ["one", "1 story", "1 piso"],
    ["two", "2 stories", "2 pisos"],
    ["three_or_more", "3 or more stories", "3 pisos o más"],
  ]),
  yesNo(
    "hoa-property",
    [
      "Is your home part of a homeowners association (HOA)?",
      "¿Su casa pertenece a una asociación de propietarios (HOA)?",
    ],
    [
      "Many HOAs allow solar, but the installer may need their approval on the design.",
      "Muchas HOA permiten la energía solar, pero es posible que el instalador necesite su aprobación del diseño.",
    ],
    "hoa_property",
  ),

  // ——— Solar and energy ———
  step(
    "criteria",
    ["See if you qualify for a free energy report", "Vea si califica para un informe de energía gratuito"],
    ["Please confirm the following to continue.", "Confirme lo siguiente para continuar."],
    {
      _type: "criteriaInput",
      criteria: points("criteria", "criteria", [
        ["I own the home I live in", "Soy dueño o dueña de la casa donde vivo"],
        ["My electric bill is at least $75 a month", "Mi factura de luz es de al menos $75 al mes"],
        ["My roof gets direct sun for part of the day", "Mi techo recibe sol directo durante parte del día"],
      ]),
      buttonLabel: ls("Yes, I meet these criteria", "Sí, cumplo con estos requisitos"),
    },
  ),
  yesNo(
    "has-quote",
    ["Have you already received a solar quote?", "¿Ya recibió alguna cotización de energía solar?"],
    [
      "Either answer is fine. Comparing quotes can help you find a better price.",
      "Cualquier respuesta está bien. Comparar cotizaciones puede ayudarle a encontrar un mejor precio.",
    ],
    "has_quote",
  ),
  single(
    "electricity-provider",
    ["Who is your electric utility?", "¿Cuál es su compañía de electricidad?"],
    [
      "Your utility's rates and solar programs affect how much you could save.",
      "Las tarifas y los programas solares de su compañía influyen en cuánto podría ahorrar.",
    ],
    "provider",
    [
      ["pacific_gas_and_electric", "Pacific Gas & Electric (PG&E)", "Pacific Gas & Electric (PG&E)"],
      ["southern_california_edison", "Southern California Edison (SCE)", "Southern California Edison (SCE)"],
      ["duke_energy", "Duke Energy", "Duke Energy"],
      ["florida_power_and_light", "Florida Power & Light (FPL)", "Florida Power & Light (FPL)"],
      ["arizona_public_service", "Arizona Public Service (APS)", "Arizona Public Service (APS)"],
      ["georgia_power", "Georgia Power", "Georgia Power"],
      ["dominion_energy", "Dominion Energy", "Dominion Energy"],
      ["other", "Other utility", "Otra compañía"],
    ],
  ),
  monthlyBill("monthly-electricity-bill"),
  monthlyBill("monthly-electric-bill"),
  yesNo(
    "rising-electricity-bill",
    ["Has your electric bill gone up in the past year?", "¿Ha subido su factura de luz en el último año?"],
    null,
    "rising_electricity_bill",
  ),
  yesNo(
    "reduce-energy-bills",
    ["Are you looking for ways to lower your energy bills?", "¿Busca maneras de reducir sus facturas de energía?"],
    null,
    "reduce_energy_bills",
  ),
  sunExposure("sun-time"),
  sunExposure("suntime"),
  yesNo(
    "trim-trees",
    [
      "Would you be willing to trim trees that shade your roof?",
      "¿Estaría de acuerdo con podar los árboles que dan sombra a su techo?",
    ],
    [
      "Shade reduces how much power panels produce, so some homes need a little tree work first.",
      "La sombra reduce la energía que producen los paneles, por eso algunas casas necesitan una poda antes.",
    ],
    "trim_trees",
    ["Yes", "Sí"],
    ["No, or I have no shade trees", "No, o no tengo árboles que den sombra"],
  ),
  yesNo(
    "batteries",
    ["Are you interested in battery storage?", "¿Le interesa una batería de almacenamiento?"],
    [
      "A home battery stores solar power for the evening and can keep essentials running during an outage.",
      "Una batería doméstica guarda energía solar para la noche y puede mantener funcionando lo esencial durante un apagón.",
    ],
    "batteries",
  ),
  yesNo(
    "tax-credit",
    [
      "Do you owe federal or state income tax each year?",
      "¿Paga impuestos federales o estatales sobre la renta cada año?",
    ],
    [
      "Some state and local solar incentives are tax credits, which only help if you owe tax. The federal residential solar credit does not apply to systems installed after 2025.",
      "Algunos incentivos solares estatales y locales son créditos fiscales, que solo le benefician si debe impuestos. El crédito federal para energía solar residencial no aplica a sistemas instalados después de 2025.",
    ],
    "tax_credit",
    ["Yes", "Sí"],
    ["No, or not sure", "No, o no lo sé"],
  ),
  single(
    "urgency",
    ["How soon would you like to go solar?", "¿Qué tan pronto le gustaría instalar energía solar?"],
    null,
    "urgency",
    [
      ["as_soon_as_possible", "As soon as possible", "Lo antes posible"],
      ["within_3_months", "In the next 3 months", "En los próximos 3 meses"],
      ["in_3_to_6_months", "In 3 to 6 months", "En 3 a 6 meses"],
      ["just_researching", "Just researching for now", "Por ahora solo me estoy informando"],
    ],
  ),
  single(
    "old-roof",
    ["How old is your roof?", "¿Qué antigüedad tiene su techo?"],
    [
      "Panels last for decades, so an older roof may need attention before installation.",
      "Los paneles duran décadas, por eso un techo más antiguo podría necesitar atención antes de la instalación.",
    ],
    "old_roof",
    [
      ["under_5_years", "Less than 5 years", "Menos de 5 años"],
      ["from_5_to_15_years", "5–15 years", "De 5 a 15 años"],
      ["over_15_years", "More than 15 years", "Más de 15 años"],
      notSure,
    ],
  ),
  yesNo(
    "community-solar-or-renters-insurance",
    [
      "Would you like to hear about community solar?",
      "¿Le gustaría recibir información sobre energía solar comunitaria?",
    ],
    [
      "Community solar lets renters and homeowners subscribe to a local solar farm and receive credits on their electric bill, with nothing installed at home.",
      "La energía solar comunitaria permite a inquilinos y propietarios suscribirse a una granja solar local y recibir créditos en su factura de luz, sin instalar nada en casa.",
    ],
    "community_solar",
  ),
  single(
    "annual-income",
    ["What's your approximate annual household income?", "¿Cuál es el ingreso anual aproximado de su hogar?"],
    [
      "This helps match you with financing options that fit your budget.",
      "Esto nos ayuda a encontrar opciones de financiamiento adecuadas para su presupuesto.",
    ],
    "annual_income",
    [
      ["under_50k", "Under $50,000", "Menos de $50,000"],
      ["from_50k_to_75k", "$50,000–$75,000", "$50,000 a $75,000"],
      ["from_75k_to_100k", "$75,000–$100,000", "$75,000 a $100,000"],
      ["from_100k_to_150k", "$100,000–$150,000", "$100,000 a $150,000"],
      ["over_150k", "More than $150,000", "Más de $150,000"],
    ],
  ),
  step(
    "credit-rating",
    ["What's your estimated credit score?", "¿Cuál es su puntaje de crédito aproximado?"],
    [
      "A rough estimate is fine. Answering this won't affect your credit.",
      "Un estimado está bien. Responder esta pregunta no afecta su crédito.",
    ],
    {
      _type: "creditRatingInput",
      choices: choices("credit-rating", [
        ["excellent", "Excellent (720+)", "Excelente (720+)"],
        ["good", "Good (680–719)", "Bueno (680–719)"],
        ["fair", "Fair (620–679)", "Regular (620–679)"],
        ["poor", "Poor (below 620)", "Bajo (menos de 620)"],
      ]),
    },
  ),
  step("setting-expectation", ["Here's what happens next", "Esto es lo que sigue"], null, {
    _type: "settingExpectationInput",
    points: points("setting-expectation", "points", [
      [
        "An energy advisor will reach out by phone or text to review your answers.",
        "Un asesor de energía se comunicará con usted por teléfono o mensaje de texto para revisar sus respuestas.",
      ],
      [
        "They'll explain the options available for your home and answer your questions.",
        "Le explicará las opciones disponibles para su casa y responderá sus preguntas.",
      ],
      [
        "There's no cost for the consultation and no obligation to buy.",
        "La consulta no tiene costo y no tiene ninguna obligación de compra.",
      ],
    ]),
    buttonLabel: ls("Got it, continue", "Entendido, continuar"),
  }),
  step(
    "request-quote",
    ["Request your solar quote", "Solicite su cotización solar"],
    [
      "Get a quote based on your roof and your actual energy use.",
      "Reciba una cotización basada en su techo y su consumo real de energía.",
    ],
    {
      _type: "requestQuoteInput",
      points: points("request-quote", "points", [
        ["Compare offers from installers in your area", "Compare ofertas de instaladores de su zona"],
        [
          "See estimated costs, financing options and possible savings",
          "Vea costos estimados, opciones de financiamiento y posibles ahorros",
        ],
        ["No cost and no obligation to buy", "Sin costo y sin obligación de compra"],
      ]),
      buttonLabel: ls("Request my quote", "Solicitar mi cotización"),
    },
  ),
  step(
    "results",
    ["Here are your results", "Estos son sus resultados"],
    [
      "Estimates are based on your answers and may change after a provider reviews your home. There's no obligation.",
      "Los estimados se basan en sus respuestas y pueden cambiar después de que un proveedor revise su casa. No hay ninguna obligación.",
    ],
    {
      _type: "resultsInput",
      showEstimate: true,
      competitors: keyed("step.results.competitors", [
        { _type: "reference", _ref: "competitor.own" },
        { _type: "reference", _ref: "competitor.sunridge" },
        { _type: "reference", _ref: "competitor.brightwave" },
        { _type: "reference", _ref: "competitor.solarcrest" },
        { _type: "reference", _ref: "competitor.evergreen" },
      ]),
    },
  ),

  // ——— Interstitial screens ———
  interstitial("loading", ["One moment…", "Un momento…"], 1200, [
    ["Saving your answers…", "Guardando sus respuestas…"],
    ["Matching you with local providers…", "Buscando proveedores locales para usted…"],
    ["Almost done…", "Ya casi terminamos…"],
  ]),
  interstitial("searching-zip", ["Checking your area", "Revisando su zona"], 1200, [
    ["Searching installers near your ZIP code…", "Buscando instaladores cerca de su código postal…"],
    ["Checking programs available in your area…", "Revisando los programas disponibles en su zona…"],
  ]),
  interstitial("checking-utility", ["Checking your utility", "Revisando su compañía de electricidad"], 1200, [
    ["Looking up your utility's rates…", "Consultando las tarifas de su compañía de electricidad…"],
    ["Checking local solar incentives…", "Revisando los incentivos solares locales…"],
    ["Reviewing net metering rules…", "Revisando las reglas de medición neta…"],
  ]),
  interstitial("scanning-roof", ["Reviewing your roof", "Revisando su techo"], 1200, [
    ["Locating your home…", "Ubicando su casa…"],
    ["Estimating usable roof area…", "Calculando el área útil del techo…"],
    ["Checking sun exposure…", "Revisando la exposición al sol…"],
  ]),
  interstitial("calculating-results", ["Calculating your results", "Calculando sus resultados"], 1200, [
    ["Reviewing your answers…", "Revisando sus respuestas…"],
    ["Estimating your system size…", "Calculando el tamaño de su sistema…"],
    ["Calculating your potential savings…", "Calculando su posible ahorro…"],
    ["Finding installers near you…", "Buscando instaladores cerca de usted…"],
  ]),
  interstitial("generating-report", ["Preparing your energy report", "Preparando su informe de energía"], 1200, [
    ["Analyzing your energy use…", "Analizando su consumo de energía…"],
    ["Checking your roof and sun exposure…", "Revisando su techo y la exposición al sol…"],
    ["Putting your report together…", "Preparando su informe…"],
  ]),
  interstitial("redirect-loading", ["Just a moment", "Solo un momento"], 1200, [
    ["Confirming your location…", "Confirmando su ubicación…"],
    ["Taking you to the next step…", "Pasando al siguiente paso…"],
  ]),

  // ——— Roofing ———
  single(
    "type-of-roofing-work",
    ["What kind of roofing work do you need?", "¿Qué tipo de trabajo necesita en su techo?"],
    null,
    "roofing_work",
    [
      ["full_replacement", "Replace my entire roof", "Reemplazar todo el techo"],
      ["repair", "Repair a leak or damage", "Reparar una gotera o daño"],
      [
        "new_construction",
        "New roof for new construction or an addition",
        "Techo para una construcción nueva o ampliación",
      ],
      ["inspection", "Inspection or estimate only", "Solo inspección o presupuesto"],
    ],
  ),
  yesNo(
    "replace-roofs",
    ["Are you thinking about replacing your roof?", "¿Está pensando en reemplazar su techo?"],
    null,
    "replace_roof",
  ),
  single("roof-age", ["How old is your current roof?", "¿Qué antigüedad tiene su techo actual?"], null, "roof_age", [
    ["under_10_years", "Less than 10 years", "Menos de 10 años"],
    ["from_10_to_20_years", "10–20 years", "De 10 a 20 años"],
    ["over_20_years", "More than 20 years", "Más de 20 años"],
    notSure,
  ]),
  single(
    "roof-type",
    ["What type of roof do you have now?", "¿Qué tipo de techo tiene actualmente?"],
    null,
    "roof_type",
    [
      ["asphalt_shingle", "Asphalt shingles", "Tejas asfálticas"],
      ["metal", "Metal", "Metal"],
      ["tile", "Clay or concrete tile", "Teja de barro o concreto"],
      ["wood_shake", "Wood shake", "Tejas de madera"],
      ["flat", "Flat roof", "Techo plano"],
      ["other", "Other or not sure", "Otro o no lo sé"],
    ],
  ),
  single(
    "roof-material",
    ["Which roofing material are you interested in?", "¿Qué material de techo le interesa?"],
    [
      "If you're repairing your roof, choose the material you have now.",
      "Si va a reparar su techo, elija el material que tiene actualmente.",
    ],
    "roof_material",
    [
      ["asphalt_shingle", "Asphalt shingles", "Tejas asfálticas"],
      ["metal", "Metal", "Metal"],
      ["tile", "Clay or concrete tile", "Teja de barro o concreto"],
      ["slate", "Slate", "Pizarra"],
      ["flat_membrane", "Flat roof membrane (TPO, EPDM)", "Membrana para techo plano (TPO, EPDM)"],
      notSure,
    ],
  ),
  single(
    "pitched-roof-style",
    ["What style is your sloped roof?", "¿Qué estilo tiene su techo inclinado?"],
    ["Pick the closest match.", "Elija el que más se parezca."],
    "pitched_roof_style",
    [
      ["gable", "Gable (two slopes, triangle ends)", "A dos aguas (dos pendientes, extremos en triángulo)"],
      ["hip", "Hip (slopes on all four sides)", "A cuatro aguas (pendientes en los cuatro lados)"],
      ["gambrel", "Gambrel (barn style)", "Gambrel (estilo granero)"],
      ["mansard", "Mansard", "Mansarda"],
      ["shed", "Shed (single slope)", "A un agua (una sola pendiente)"],
      notSure,
    ],
  ),
  single(
    "flat-roof-style",
    ["What type of flat roof do you have?", "¿Qué tipo de techo plano tiene?"],
    ["Not sure? Pick the closest match.", "Si no lo sabe, elija el que más se parezca."],
    "flat_roof_style",
    [
      ["tpo", "TPO membrane (usually white)", "Membrana TPO (generalmente blanca)"],
      ["epdm", "EPDM rubber (usually black)", "Caucho EPDM (generalmente negro)"],
      ["modified_bitumen", "Modified bitumen (rolled roofing)", "Betún modificado (rollo asfáltico)"],
      ["built_up", "Built-up (tar and gravel)", "Multicapa (alquitrán y grava)"],
      notSure,
    ],
  ),
  single(
    "roof-layers",
    ["How many layers of shingles are on your roof?", "¿Cuántas capas de tejas tiene su techo?"],
    [
      "Extra layers usually have to be torn off before a new roof goes on.",
      "Por lo general, las capas adicionales deben retirarse antes de instalar un techo nuevo.",
    ],
    "roof_layers",
    [
      ["one", "1 layer", "1 capa"],
      ["two", "2 layers", "2 capas"],
      ["three_or_more", "3 or more layers", "3 capas o más"],
      notSure,
    ],
  ),
  single(
    "need-sheathing",
    ["Does your roof deck need new sheathing?", "¿La base de su techo necesita entablado nuevo?"],
    [
      "Sheathing is the plywood layer under the shingles. Soft spots, sagging or water damage are common signs it needs replacing.",
      "El entablado es la capa de madera contrachapada debajo de las tejas. Zonas blandas, hundimientos o daños por agua son señales comunes de que hay que cambiarlo.",
    ],
    "need_sheathing",
    [
      ["yes", "Yes", "Sí"],
      ["no", "No", "No"],
      ["not_sure", "Not sure, I'd like it inspected", "No lo sé, quiero que lo revisen"],
    ],
  ),
  yesNo(
    "add-gutters",
    ["Would you like new gutters installed with your roof?", "¿Desea instalar canaletas nuevas junto con su techo?"],
    [
      "Doing both at once can save a second visit.",
      "Hacer ambos trabajos a la vez puede ahorrarle una segunda visita.",
    ],
    "add_gutters",
  ),

  // ——— Gutters ———
  single(
    "replace-gutters",
    ["What do you need done with your gutters?", "¿Qué necesita hacer con sus canaletas?"],
    null,
    "gutter_project",
    [
      ["replace", "Replace my existing gutters", "Reemplazar mis canaletas actuales"],
      ["install_new", "Install gutters where there are none", "Instalar canaletas donde no hay"],
      ["repair", "Repair my existing gutters", "Reparar mis canaletas actuales"],
      ["gutter_guards", "Add gutter guards", "Agregar protectores de canaletas"],
      ["not_sure", "Not sure yet", "Aún no lo sé"],
    ],
  ),
  single(
    "type-of-gutter",
    ["What type of gutters are you interested in?", "¿Qué tipo de canaletas le interesa?"],
    null,
    "gutter_material",
    [
      ["seamless_aluminum", "Seamless aluminum", "Aluminio sin uniones"],
      ["vinyl", "Vinyl", "Vinilo"],
      ["galvanized_steel", "Galvanized steel", "Acero galvanizado"],
      ["copper", "Copper", "Cobre"],
      notSure,
    ],
  ),

  // ——— Windows ———
  yesNo(
    "energy-efficient-windows",
    ["Are you interested in energy-efficient windows?", "¿Le interesan las ventanas de eficiencia energética?"],
    [
      "Newer efficient windows can reduce drafts and help lower heating and cooling costs.",
      "Las ventanas eficientes más nuevas pueden reducir las corrientes de aire y ayudar a bajar los costos de calefacción y aire acondicionado.",
    ],
    "energy_efficient_windows",
  ),
  single(
    "nature-of-windows-project",
    ["What kind of window project is this?", "¿Qué tipo de proyecto de ventanas tiene?"],
    null,
    "windows_project",
    [
      ["replace", "Replace existing windows", "Reemplazar ventanas existentes"],
      ["repair", "Repair existing windows", "Reparar ventanas existentes"],
      [
        "new_construction",
        "Add windows (new construction or addition)",
        "Instalar ventanas nuevas (construcción o ampliación)",
      ],
    ],
  ),
  single(
    "windows-involved",
    ["How many windows are involved?", "¿Cuántas ventanas incluye el proyecto?"],
    null,
    "windows_count",
    [
      ["one", "1 window", "1 ventana"],
      ["two_to_five", "2–5 windows", "2 a 5 ventanas"],
      ["six_to_nine", "6–9 windows", "6 a 9 ventanas"],
      ["ten_or_more", "10 or more windows", "10 ventanas o más"],
    ],
  ),

  // ——— Home warranty ———
  yesNo(
    "appliances-covered-with-home-warranty",
    [
      "Are your home's appliances and systems covered by a home warranty?",
      "¿Los electrodomésticos y sistemas de su casa están cubiertos por una garantía del hogar?",
    ],
    null,
    "has_home_warranty",
  ),
  yesNo(
    "protect-appliances-from-repair",
    [
      "Would you like to protect your appliances from costly repairs?",
      "¿Le gustaría proteger sus electrodomésticos contra reparaciones costosas?",
    ],
    [
      "A home warranty helps pay to repair or replace covered systems and appliances that break down from normal wear.",
      "Una garantía del hogar ayuda a pagar la reparación o el reemplazo de sistemas y electrodomésticos cubiertos que fallan por el uso normal.",
    ],
    "protect_appliances",
  ),
  single(
    "why-interested-in-home-warranty",
    [
      "What's your main reason for getting a home warranty?",
      "¿Cuál es su principal motivo para obtener una garantía del hogar?",
    ],
    null,
    "home_warranty_reason",
    [
      [
        "aging_systems",
        "My appliances or systems are getting older",
        "Mis electrodomésticos o sistemas ya tienen años",
      ],
      ["recent_breakdown", "Something broke down recently", "Algo se descompuso hace poco"],
      ["new_home", "I just bought, or am buying, a home", "Acabo de comprar una casa o estoy por comprarla"],
      ["selling_home", "I'm selling my home", "Estoy vendiendo mi casa"],
      ["budget_protection", "Peace of mind and a predictable budget", "Tranquilidad y un presupuesto predecible"],
    ],
  ),

  // ——— Home security ———
  yesNo(
    "home-protected-with-security-system",
    ["Is your home protected by a security system?", "¿Su casa está protegida por un sistema de seguridad?"],
    null,
    "has_security_system",
  ),
  yesNo(
    "interested-in-security-system",
    ["Are you interested in a home security system?", "¿Le interesa un sistema de seguridad para su casa?"],
    null,
    "interested_in_security_system",
  ),
  single(
    "type-of-home-security-service",
    ["What kind of security are you looking for?", "¿Qué tipo de seguridad busca?"],
    null,
    "security_service_type",
    [
      ["professional_monitoring", "24/7 professional monitoring", "Monitoreo profesional 24/7"],
      ["self_monitoring", "Self-monitoring through an app", "Automonitoreo desde una app"],
      ["cameras", "Security cameras", "Cámaras de seguridad"],
      ["smart_home", "Smart home and automation", "Hogar inteligente y automatización"],
      notSure,
    ],
  ),
  single(
    "type-of-home-security-install",
    ["How would you like your system installed?", "¿Cómo le gustaría que se instalara su sistema?"],
    null,
    "security_install_type",
    [
      ["professional", "Professional installation", "Instalación profesional"],
      ["diy", "I'll install it myself (DIY)", "Lo instalaré por mi cuenta (DIY)"],
      ["no_preference", "No preference", "No tengo preferencia"],
    ],
  ),

  // ——— Bathroom remodel ———
  multi(
    "interested-in-bathroom-safety-features",
    ["Which bathroom safety features interest you?", "¿Qué opciones de seguridad para el baño le interesan?"],
    ["Choose all that apply.", "Elija todas las que correspondan."],
    "bathroom_safety_features",
    [
      ["grab_bars", "Grab bars", "Barras de apoyo"],
      ["walk_in_shower", "A walk-in shower", "Una ducha sin escalón"],
      ["low_threshold_tub", "A low-threshold tub", "Una bañera de acceso bajo"],
      ["non_slip_floor", "Non-slip flooring", "Piso antideslizante"],
      ["none", "None of these", "Ninguna de estas"],
    ],
    "none",
  ),
  yesNo(
    "consider-therapeutic-options",
    [
      "Would you consider therapeutic options like a walk-in tub or hydrotherapy jets?",
      "¿Consideraría opciones terapéuticas como una bañera con puerta o chorros de hidroterapia?",
    ],
    null,
    "therapeutic_options",
  ),

  // ——— Insurance ———
  yesNo(
    "home-owners-insurance",
    ["Do you currently have homeowners insurance?", "¿Tiene actualmente seguro de vivienda?"],
    null,
    "has_homeowners_insurance",
  ),
  yesNo(
    "interested-in-cheaper-home-insurance",
    ["Would you like to compare home insurance rates?", "¿Le gustaría comparar tarifas de seguro de vivienda?"],
    [
      "Comparing quotes is free and could help you find a lower premium.",
      "Comparar cotizaciones es gratis y podría ayudarle a encontrar una prima más baja.",
    ],
    "interested_in_cheaper_home_insurance",
  ),
  yesNo(
    "bundle-auto-and-home-insurance",
    [
      "Would you like to bundle your auto and home insurance?",
      "¿Le gustaría combinar su seguro de auto y de vivienda?",
    ],
    [
      "Many insurers offer a discount when you combine policies.",
      "Muchas aseguradoras ofrecen un descuento al combinar pólizas.",
    ],
    "bundle_auto_home",
  ),

  // ——— Debt ———
  yesNo(
    "credit-card-debt",
    ["Do you currently have credit card debt?", "¿Tiene actualmente deudas de tarjetas de crédito?"],
    null,
    "credit_card_debt",
  ),
  yesNo(
    "credit-card-debt-exceeded",
    ["Is your credit card debt more than $10,000?", "¿Su deuda de tarjetas de crédito supera los $10,000?"],
    null,
    "credit_card_debt_over_10k",
  ),
  yesNo(
    "cut-credit-card-debt",
    [
      "Would you like help lowering your credit card debt?",
      "¿Le gustaría recibir ayuda para reducir su deuda de tarjetas de crédito?",
    ],
    [
      "Options may include a debt consolidation loan or a debt relief program.",
      "Las opciones pueden incluir un préstamo de consolidación de deudas o un programa de alivio de deudas.",
    ],
    "cut_credit_card_debt",
  ),

  // ——— Loans and home equity ———
  single("loan-purpose", ["What's the loan for?", "¿Para qué es el préstamo?"], null, "loan_purpose", [
    ["solar", "Solar panels", "Paneles solares"],
    ["home_improvement", "Home improvement or remodel", "Mejoras o remodelación del hogar"],
    ["roof_replacement", "Roof replacement", "Reemplazo del techo"],
    ["debt_consolidation", "Debt consolidation", "Consolidación de deudas"],
    ["refinance", "Refinance my mortgage", "Refinanciar mi hipoteca"],
    ["other", "Something else", "Otro motivo"],
  ]),
  single(
    "loan-amount",
    ["How much would you like to borrow?", "¿Cuánto le gustaría pedir prestado?"],
    null,
    "loan_amount",
    [
      ["under_10k", "Under $10,000", "Menos de $10,000"],
      ["from_10k_to_25k", "$10,000–$25,000", "$10,000 a $25,000"],
      ["from_25k_to_50k", "$25,000–$50,000", "$25,000 a $50,000"],
      ["from_50k_to_100k", "$50,000–$100,000", "$50,000 a $100,000"],
      ["over_100k", "More than $100,000", "Más de $100,000"],
    ],
  ),
  yesNo(
    "mortgage",
    ["Do you currently have a mortgage on your home?", "¿Tiene actualmente una hipoteca sobre su casa?"],
    null,
    "mortgage",
  ),
  yesNo(
    "pull-cash-out-of-home",
    [
      "Would you like to take cash out of your home's equity?",
      "¿Le gustaría obtener efectivo del valor acumulado (equity) de su casa?",
    ],
    [
      "A cash-out refinance or home equity loan lets you borrow against the value you've built up.",
      "Un refinanciamiento con retiro de efectivo o un préstamo sobre el valor de la vivienda le permite pedir prestado con base en el valor que ha acumulado.",
    ],
    "cash_out",
  ),
  single(
    "property-value",
    ["What's your home's estimated value?", "¿Cuál es el valor aproximado de su casa?"],
    ["Your best guess is fine.", "Un cálculo aproximado es suficiente."],
    "property_value",
    [
      ["under_200k", "Under $200,000", "Menos de $200,000"],
      ["from_200k_to_300k", "$200,000–$300,000", "$200,000 a $300,000"],
      ["from_300k_to_500k", "$300,000–$500,000", "$300,000 a $500,000"],
      ["from_500k_to_750k", "$500,000–$750,000", "$500,000 a $750,000"],
      ["over_750k", "More than $750,000", "Más de $750,000"],
    ],
  ),
  single(
    "remaining-mortgage-balance",
    ["About how much do you still owe on your mortgage?", "¿Aproximadamente cuánto le falta por pagar de su hipoteca?"],
    null,
    "mortgage_balance",
    [
      ["paid_off", "Nothing, it's paid off", "Nada, ya está pagada"],
      ["under_100k", "Under $100,000", "Menos de $100,000"],
      ["from_100k_to_200k", "$100,000–$200,000", "$100,000 a $200,000"],
      ["from_200k_to_400k", "$200,000–$400,000", "$200,000 a $400,000"],
      ["over_400k", "More than $400,000", "Más de $400,000"],
    ],
  ),
  single(
    "cash-to-borrow",
    ["How much cash would you like to take out?", "¿Cuánto efectivo le gustaría obtener?"],
    null,
    "cash_to_borrow",
    [
      ["under_25k", "Under $25,000", "Menos de $25,000"],
      ["from_25k_to_50k", "$25,000–$50,000", "$25,000 a $50,000"],
      ["from_50k_to_100k", "$50,000–$100,000", "$50,000 a $100,000"],
      ["from_100k_to_200k", "$100,000–$200,000", "$100,000 a $200,000"],
      ["over_200k", "More than $200,000", "Más de $200,000"],
    ],
  ),
];
