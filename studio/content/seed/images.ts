import { brandSeeds } from "./brands";
import { offerCompetitorLogos } from "./offerCompetitors";
import { outlineText, wordmarkFont } from "./outlineText";

/** Simple wordmark logos and monogram favicons, drawn in each brand's theme colours, their letters as outlines. */
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();

/** A logo is 48 units tall, its mark on the left, its wordmark from x = 50 at 17 units bold. */
const WORDMARK_X = 50;
const WORDMARK_SIZE = 17;
/** Room kept right of the letters, so no renderer's rounding clips the last one. */
const WORDMARK_MARGIN = 8;
/** A brand logo's width: the header shows it 40 px tall in a 200 x 40 box (5:1), reserved before it loads. */
const BRAND_LOGO_WIDTH = 240;

const wordmarkWidth = (name: string) => wordmarkFont.getAdvanceWidth(name, WORDMARK_SIZE);

/** The wordmark's size in a logo of `width`: 17 units, or less for a name that would not fit. */
const wordmarkSize = (name: string, width: number) => {
  const room = width - WORDMARK_X - WORDMARK_MARGIN;
  const natural = wordmarkWidth(name);
  return natural <= room ? WORDMARK_SIZE : Math.floor(((WORDMARK_SIZE * room) / natural) * 10) / 10;
};

const logo = (
  name: string,
  primary: string,
  accent: string,
  width = BRAND_LOGO_WIDTH,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <circle cx="24" cy="24" r="18" fill="${accent}"/>
  <circle cx="24" cy="24" r="10" fill="${primary}"/>
  <path fill="${primary}" d="${outlineText(name, WORDMARK_X, 31, wordmarkSize(name, width))}"/>
</svg>
`;

const favicon = (
  name: string,
  primary: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <rect width="64" height="64" rx="14" fill="${primary}"/>
  <path fill="${accent}" d="${outlineText(monogram(name), 32, 42, 26, "middle")}"/>
</svg>
`;

/**
 * Competitor names run longer ("Brightframe Windows & Doors"): a listing shows its logo contained
 * in a fixed box, so the logo widens to its wordmark instead of making the letters smaller.
 */
const competitorLogoWidth = (name: string) =>
  Math.max(BRAND_LOGO_WIDTH, Math.ceil(WORDMARK_X + wordmarkWidth(name) + WORDMARK_MARGIN));

const competitorLogos: [string, string, string, string][] = [
  ["competitor-own.svg", "Recommended Installers", "#2B8A3E", "#94D82D"],
  ["competitor-sunridge.svg", "SunRidge Solar", "#E8590C", "#FFD43B"],
  ["competitor-brightwave.svg", "BrightWave Energy", "#1864AB", "#4DABF7"],
  ["competitor-solarcrest.svg", "SolarCrest Home", "#5F3DC4", "#FCC419"],
  ["competitor-evergreen.svg", "Evergreen Power Co.", "#0B7285", "#66D9E8"],
];

/** The slick landing's picture: a house with solar panels under the sun, in neutral colours. */
const solarHome = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="A house with solar panels">
  <rect width="640" height="400" fill="#E7F5FF"/>
  <circle cx="520" cy="90" r="48" fill="#FFD43B"/>
  <rect y="320" width="640" height="80" fill="#B2F2BB"/>
  <rect x="170" y="200" width="300" height="140" fill="#F8F9FA" stroke="#495057" stroke-width="4"/>
  <polygon points="150,210 320,90 490,210" fill="#868E96" stroke="#495057" stroke-width="4"/>
  <polygon points="200,190 320,106 440,190" fill="#1C7ED6"/>
  <g stroke="#E7F5FF" stroke-width="3">
    <line x1="240" y1="162" x2="400" y2="162"/><line x1="270" y1="141" x2="370" y2="141"/>
    <line x1="280" y1="134" x2="250" y2="190"/><line x1="320" y1="106" x2="320" y2="190"/><line x1="360" y1="134" x2="390" y2="190"/>
  </g>
  <rect x="295" y="260" width="50" height="80" fill="#845EF7"/>
  <rect x="200" y="235" width="60" height="45" fill="#A5D8FF" stroke="#495057" stroke-width="3"/>
  <rect x="380" y="235" width="60" height="45" fill="#A5D8FF" stroke="#495057" stroke-width="3"/>
</svg>
`;

/** The homeowner-hack landing's picture: a power bill whose bars fall, in neutral colours. */
const billDrop = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="A power bill with falling monthly bars">
  <rect width="640" height="400" fill="#FFF9DB"/>
  <rect x="150" y="40" width="340" height="320" rx="12" fill="#FFFFFF" stroke="#495057" stroke-width="4"/>
  <rect x="180" y="70" width="180" height="18" rx="4" fill="#868E96"/>
  <rect x="180" y="100" width="120" height="12" rx="4" fill="#CED4DA"/>
  <g fill="#1C7ED6">
    <rect x="190" y="170" width="36" height="150"/><rect x="242" y="200" width="36" height="120"/>
    <rect x="294" y="235" width="36" height="85"/><rect x="346" y="262" width="36" height="58"/>
    <rect x="398" y="285" width="36" height="35"/>
  </g>
  <path d="M200 150 L420 270" stroke="#2B8A3E" stroke-width="8" stroke-linecap="round"/>
  <polygon points="430,276 400,278 418,252" fill="#2B8A3E"/>
  <circle cx="540" cy="80" r="40" fill="#FFD43B"/>
</svg>
`;

export const images: Record<string, string> = Object.fromEntries([
  ["landing-solar-home.svg", solarHome],
  ["landing-bill-drop.svg", billDrop],
  ...brandSeeds.flatMap((seed) => [
    [`logo-${seed.id}.svg`, logo(seed.name, seed.theme.primary, seed.theme.accent)],
    [`favicon-${seed.id}.svg`, favicon(seed.name, seed.theme.primary, seed.theme.accent)],
  ]),
  ...[...competitorLogos, ...offerCompetitorLogos].map(([file, name, primary, accent]) => [
    file,
    logo(name, primary, accent, competitorLogoWidth(name)),
  ]),
]);
