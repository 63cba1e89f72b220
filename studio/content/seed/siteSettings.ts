import { type Doc, keyed, ls, lt, ref } from "./lib";

/** Organisation-wide defaults: one document, fixed id. */
export const siteSettings: Doc = {
  _id: "siteSettings",
  _type: "siteSettings",
  defaultBrand: ref("brand.sunsaver"),
  defaultAdvisorPhone: "8885550100",
  landingDefaults: {
    _type: "landingDefaults",
    utmSource: "organic",
    didNumber: "8885550100",
  },
  tcpaConsent: {
    _type: "consentText",
    version: "2026-10-01",
    effectiveDate: "2026-10-01",
    text: lt(
      "By clicking the button above, I agree to the {brandName} Terms of Use and Privacy Policy and give my express written consent for {brandName} and one matched solar or home-improvement company named on the Marketing Partners page to contact me at {phone} about my request, including by autodialed or prerecorded calls and text messages, even if my number is on a Do Not Call list. Consent is not a condition of any purchase. Message and data rates may apply; reply STOP to opt out.",
      "Al hacer clic en el botón de arriba, acepto los Términos de uso y la Política de privacidad de {brandName} y doy mi consentimiento expreso por escrito para que {brandName} y una empresa solar o de mejoras del hogar indicada en la página de Socios de marketing me contacten al {phone} sobre mi solicitud, incluso mediante llamadas automáticas o pregrabadas y mensajes de texto, aunque mi número esté en una lista de No llamar. El consentimiento no es condición de ninguna compra. Pueden aplicarse tarifas de mensajes y datos; responda STOP para cancelar.",
    ),
  },
  stepWords: {
    _type: "stepWords",
    continue: ls("Continue", "Continuar"),
    back: ls("Back", "Atrás"),
    progress: ls("Progress", "Progreso"),
    yes: ls("Yes", "Sí"),
    no: ls("No", "No"),
    required: ls("Please choose an answer.", "Elija una respuesta."),
    chooseAtLeastOne: ls("Please choose at least one.", "Elija al menos una opción."),
    zip: ls("ZIP code", "Código postal"),
    streetAddress: ls("Street address", "Dirección"),
    firstName: ls("First name", "Nombre"),
    lastName: ls("Last name", "Apellido"),
    email: ls("Email", "Correo electrónico"),
    phone: ls("Phone number", "Número de teléfono"),
    theNumberAbove: ls("the number above", "el número de arriba"),
    loading: ls("Loading…", "Cargando…"),
  },
  siteWords: {
    _type: "siteWords",
    skipToContent: ls("Skip to content", "Saltar al contenido"),
    legalLinks: ls("Legal", "Enlaces legales"),
    legalEffective: ls("Effective {date}", "Vigente desde {date}"),
    legalVersion: ls("version {version}", "versión {version}"),
    notFoundTitle: ls("Page not found", "Página no encontrada"),
    notFoundText: ls(
      "The page you asked for is not here, or has moved.",
      "La página que buscaba no está aquí o se ha movido.",
    ),
    notFoundHome: ls("Go to the home page", "Ir a la página de inicio"),
    previewShowing: ls(
      "Preview: unpublished changes are shown.",
      "Vista previa: se muestran los cambios sin publicar.",
    ),
    previewExit: ls("Exit preview", "Salir de la vista previa"),
  },
  homeBanner: {
    _type: "homeBanner",
    title: ls(
      "Homeowners are getting paid to go solar",
      "A los propietarios les están pagando por pasarse a la energía solar",
    ),
    highlights: keyed("siteSettings.homeBanner.highlights", [
      ls("Slash your electric bill", "Reduzca drásticamente su factura de luz"),
      ls("Protect your home against blackouts", "Proteja su hogar contra apagones"),
      ls("See if you qualify in 60 seconds", "Vea si califica en 60 segundos"),
    ]),
    ctaLabel: ls("Check my savings", "Ver mi ahorro"),
  },
  stillWaiting: {
    _type: "stillWaiting",
    title: ls("Still waiting? Call the program", "¿Sigue esperando? Llame al programa"),
    text: lt(
      "An energy advisor can finish your savings report with you over the phone.",
      "Un asesor de energía puede terminar su informe de ahorro con usted por teléfono.",
    ),
  },
};
