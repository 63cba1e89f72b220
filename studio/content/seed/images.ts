import { brandSeeds } from "./brands";
import { offerCompetitorLogos } from "./offerCompetitors";

/** Simple wordmark logos and monogram favicons, drawn in each brand's theme colours. */
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();

const logo = (
  name: string,
  primary: string,
  accent: string,
  width = 240,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <circle cx="24" cy="24" r="18" fill="${accent}"/>
  <circle cx="24" cy="24" r="10" fill="${primary}"/>
  <text x="50" y="31" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="${primary}">${escapeXml(name)}</text>
</svg>
`;

const favicon = (
  name: string,
  primary: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <rect width="64" height="64" rx="14" fill="${primary}"/>
  <text x="32" y="42" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="${accent}">${escapeXml(monogram(name))}</text>
</svg>
`;

/**
 * Competitor names run longer than brand names ("Brightframe Windows & Doors"): their logos widen
 * to fit the wordmark, at about 10 px a character in 17 px bold, instead of clipping it.
 */
const wordmarkWidth = (name: string) => Math.max(240, 60 + Math.ceil(name.length * 10));

const competitorLogos: [string, string, string, string][] = [
  ["competitor-own.svg", "Recommended Installers", "#2B8A3E", "#94D82D"],
  ["competitor-sunridge.svg", "SunRidge Solar", "#E8590C", "#FFD43B"],
  ["competitor-brightwave.svg", "BrightWave Energy", "#1864AB", "#4DABF7"],
  ["competitor-solarcrest.svg", "SolarCrest Home", "#5F3DC4", "#FCC419"],
  ["competitor-evergreen.svg", "Evergreen Power Co.", "#0B7285", "#66D9E8"],
];

export const images: Record<string, string> = Object.fromEntries([
  ...brandSeeds.flatMap((seed) => [
    [`logo-${seed.id}.svg`, logo(seed.name, seed.theme.primary, seed.theme.accent)],
    [`favicon-${seed.id}.svg`, favicon(seed.name, seed.theme.primary, seed.theme.accent)],
  ]),
  ...[...competitorLogos, ...offerCompetitorLogos].map(([file, name, primary, accent]) => [
    file,
    logo(name, primary, accent, wordmarkWidth(name)),
  ]),
]);
