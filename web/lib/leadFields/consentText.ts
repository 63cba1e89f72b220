/**
 * The TCPA consent exactly as shown: {brandName} is the brand's name and {phone} the phone as
 * typed, or "the number above" while the field is empty. The page renders it with this function
 * and the server rebuilds it with the same one from content to check what a request says was
 * shown (lib/server/leads/consentShown.ts).
 */
export const consentTextFor = (template: string, brandName: string, phone: string, numberAbove: string): string =>
  template.replace(/\{brandName\}/g, brandName).replace(/\{phone\}/g, phone.trim() || numberAbove);
