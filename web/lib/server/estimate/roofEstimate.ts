/**
 * Roof replacement price range for the roof flows (/offer, /roofing, /roof), from the answers they
 * collect: home area and storeys (/offer, /roofing), roof material (`roof_material` on /roof, the
 * current `roof_type` on /offer and /roofing: a replacement is usually like for like), extra
 * shingle layers, deck sheathing and gutters. Pure: answers in, range out.
 *
 * Method (docs/decisions/category-estimates.md):
 *  1. living area   = the home-area band's bounds (sq ft); unknown -> the 1,500–2,000 band.
 *  2. footprint     = living area / storeys (unknown -> 1 storey: the larger roof).
 *  3. roof area     = footprint × 1.2 for a sloped roof (a 6/12 pitch adds 11.8%, eaves and
 *                     rakes the rest), × 1.05 for a flat one (parapets and edges).
 *  4. price         = roof area × the material's installed $/sq ft (tear-off of one layer,
 *                     underlayment, flashing and disposal included), low × low and high × high.
 *  5. additions     = per extra shingle layer torn off, a new plywood deck when the visitor says
 *                     it needs one, and seamless gutters along the footprint's perimeter (taken as
 *                     a rectangle twice as long as wide: perimeter = 3·√(2·footprint)).
 *  6. rounding      = low down and high up to the next $100.
 * Prices are national 2025 ranges rounded from published contractor cost guides; local labour and
 * permits move them by ±25% or more, which is why the answer is a range and says what it assumed.
 */
import type { Answers, AnswerValue } from "@/lib/leadFields/types";

type RoofMaterial = "asphalt_shingle" | "metal" | "tile" | "slate" | "wood_shake" | "flat_membrane";
type RoofAddition = "extra_layer_tear_off" | "sheathing" | "gutters";
type Range = readonly [low: number, high: number];

/** Installed replacement price, dollars per sq ft of roof surface. */
const ROOF_PRICE_PER_SQFT: Readonly<Record<RoofMaterial, Range>> = {
  asphalt_shingle: [4.5, 7.5],
  metal: [9, 16],
  tile: [10, 20],
  slate: [15, 30],
  wood_shake: [7, 14],
  flat_membrane: [6, 12],
};

/** Bounds of the home-area step's choices (studio/content/seed/steps.ts, answer key home_area). */
const HOME_AREA_BANDS: Readonly<Record<string, Range>> = {
  under_1000_sqft: [700, 1000],
  from_1000_to_1500_sqft: [1000, 1500],
  from_1500_to_2000_sqft: [1500, 2000],
  from_2000_to_3000_sqft: [2000, 3000],
  over_3000_sqft: [3000, 4000],
};
/** Close to the median US single-family home; used by /roof, which does not ask the size. */
const DEFAULT_HOME_AREA_BAND = "from_1500_to_2000_sqft";

const STOREYS: Readonly<Record<string, number>> = { one: 1, two: 2, three_or_more: 3 };
const EXTRA_LAYERS: Readonly<Record<string, number>> = { one: 0, two: 1, three_or_more: 2 };

const SLOPED_ROOF_FACTOR = 1.2;
const FLAT_ROOF_FACTOR = 1.05;
/** Per extra layer, $/sq ft of roof. */
const EXTRA_LAYER_PER_SQFT: Range = [1, 2];
/** New plywood/OSB deck, $/sq ft of roof. */
const SHEATHING_PER_SQFT: Range = [2.5, 4];
/** Seamless aluminium gutters and downspouts, $/linear ft. */
const GUTTERS_PER_FOOT: Range = [8, 15];

/** Answers of roof-material (/roof) and roof-type (/offer) mapped to a priced material. */
const MATERIALS: Readonly<Record<string, RoofMaterial>> = {
  asphalt_shingle: "asphalt_shingle",
  metal: "metal",
  tile: "tile",
  slate: "slate",
  wood_shake: "wood_shake",
  flat_membrane: "flat_membrane",
  flat: "flat_membrane",
};
/** About three US roofs in four are asphalt shingle: the guess when the visitor is not sure. */
const DEFAULT_MATERIAL: RoofMaterial = "asphalt_shingle";

/** roofing_work answers (/roof) that are not a whole new roof: no replacement price to give. */
const NOT_A_REPLACEMENT = new Set(["repair", "inspection"]);

export type RoofEstimate = {
  kind: "roof";
  /** Whole dollars. */
  low: number;
  high: number;
  material: RoofMaterial;
  materialAssumed: boolean;
  homeAreaSqFt: { low: number; high: number };
  homeAreaAssumed: boolean;
  storeys: number;
  storeysAssumed: boolean;
  roofAreaSqFt: { low: number; high: number };
  /** Work priced on top of the roof itself, from the visitor's answers. */
  includes: RoofAddition[];
};

const text = (value: AnswerValue | undefined) => (typeof value === "string" ? value : "");
/** Yes/no steps store "yes"; a boolean true is read the same, should the answer model change. */
const isYes = (value: AnswerValue | undefined) => value === "yes" || value === true;
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The roof range for a lead's answers; null when the visitor asked for a repair or an inspection. */
export function estimateRoof(answers: Readonly<Answers>): RoofEstimate | null {
  if (NOT_A_REPLACEMENT.has(text(answers.roofing_work))) return null;

  const material = own(MATERIALS, text(answers.roof_material)) ?? own(MATERIALS, text(answers.roof_type));
  const band = own(HOME_AREA_BANDS, text(answers.home_area));
  const storeys = own(STOREYS, text(answers.home_storeys));
  const priced = material ?? DEFAULT_MATERIAL;
  const [areaLow, areaHigh] = band ?? (HOME_AREA_BANDS[DEFAULT_HOME_AREA_BAND] as Range);
  const floors = storeys ?? 1;

  const factor = priced === "flat_membrane" ? FLAT_ROOF_FACTOR : SLOPED_ROOF_FACTOR;
  const roof: Range = [(areaLow / floors) * factor, (areaHigh / floors) * factor];
  const [priceLow, priceHigh] = ROOF_PRICE_PER_SQFT[priced];
  let low = roof[0] * priceLow;
  let high = roof[1] * priceHigh;
  const includes: RoofAddition[] = [];

  const extraLayers = own(EXTRA_LAYERS, text(answers.roof_layers)) ?? 0;
  if (extraLayers > 0) {
    low += roof[0] * EXTRA_LAYER_PER_SQFT[0] * extraLayers;
    high += roof[1] * EXTRA_LAYER_PER_SQFT[1] * extraLayers;
    includes.push("extra_layer_tear_off");
  }
  if (isYes(answers.need_sheathing)) {
    low += roof[0] * SHEATHING_PER_SQFT[0];
    high += roof[1] * SHEATHING_PER_SQFT[1];
    includes.push("sheathing");
  }
  if (isYes(answers.add_gutters)) {
    const perimeter = (footprint: number) => 3 * Math.sqrt(2 * footprint);
    low += perimeter(areaLow / floors) * GUTTERS_PER_FOOT[0];
    high += perimeter(areaHigh / floors) * GUTTERS_PER_FOOT[1];
    includes.push("gutters");
  }

  return {
    kind: "roof",
    low: Math.floor(low / 100) * 100,
    high: Math.ceil(high / 100) * 100,
    material: priced,
    materialAssumed: material === undefined,
    homeAreaSqFt: { low: areaLow, high: areaHigh },
    homeAreaAssumed: band === undefined,
    storeys: floors,
    storeysAssumed: storeys === undefined,
    roofAreaSqFt: { low: Math.round(roof[0]), high: Math.round(roof[1]) },
    includes,
  };
}
