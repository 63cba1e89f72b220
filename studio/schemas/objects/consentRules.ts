/** What the site puts the visitor's number in place of; the server takes a consent only when its text names the number. */
export const PHONE_PLACEHOLDER = "{phone}";

const LANGUAGES = { en: "English", es: "Spanish" } as const;

/**
 * The consent text's problem, or true: every language it is written in must name the number
 * consented to. A translation without `{phone}` would make the server refuse every consent given
 * in that language, so no lead in it could complete.
 */
export function consentTextProblem(value: { en?: string; es?: string } | undefined): true | string {
  if (!value?.en) return "The English consent text is required.";
  const missing = (Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]).filter(
    (language) =>
      typeof value[language] === "string" && value[language] !== "" && !value[language]?.includes(PHONE_PLACEHOLDER),
  );
  if (missing.length === 0) return true;
  return `The consent must name the number consented to in every language: include ${PHONE_PLACEHOLDER} in the ${missing.map((language) => LANGUAGES[language]).join(" and ")} text.`;
}
