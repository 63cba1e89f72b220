/**
 * Shipped table of residential electric utilities: the most likely one for a state, and for the
 * three-digit ZIP prefixes of metro areas where someone else holds the wires.
 *
 * Treat it as a best guess to pre-select an answer, not an address lookup: territories follow
 * county and city lines, ZIP prefixes do not, and big-city municipal utilities sit inside
 * investor-owned territory everywhere.
 *
 * Sources
 * - State defaults: the utility with the most residential customers in the state. The canonical
 *   ranking is U.S. EIA Form EIA-861 (Annual Electric Power Industry Report), table "Utility
 *   Bundled Retail Sales – Residential" (https://www.eia.gov/electricity/sales_revenue_price/);
 *   re-check it against the latest data year when updating this file. In restructured states
 *   (TX, PA, OH, NJ, MD, MA, NY, IL, …) many households buy supply from a retailer and EIA-861
 *   reports them as delivery-only ("Sales to Ultimate Customers", service type Delivery); they
 *   count for the wires utility, which is the one named here.
 * - Close calls, checked against utilities' and regulators' own customer counts: South Dakota
 *   (SD PUC 2022 rate-case notice: Xcel ~97,500 customers; Black Hills ~78,000 and NorthWestern
 *   ~65,000 in 2025 merger reporting), North Dakota (Xcel ~97,000, "the largest utility in the
 *   state", ND PSC 2025 rate case), Massachusetts (Eversource ~1.5 million vs National Grid
 *   ~1.3 million), West Virginia (Mon Power 395,000 vs Appalachian Power's larger WV share),
 *   South Carolina (Dominion Energy South Carolina ~820,000 customers, 2025 rate-case reporting),
 *   Alaska (Chugach Electric, the largest since buying Anchorage's ML&P in October 2020).
 * - ZIP prefixes: USPS three-digit ZIP areas compared with the utilities' service-territory maps
 *   and the EIA-861 "Service Territory" file (utility by county). A prefix is listed only where
 *   one utility clearly serves most of its households.
 *
 * Ownership: the brief was "investor-owned or public". Alaska is the exception: its largest
 * utility is a cooperative, and the largest investor-owned one (AEL&P, ~17,000 customers in
 * Juneau) would be wrong for almost every Alaskan.
 *
 * Names are what customers see on the bill, with the abbreviation people use, matching the
 * electricity-provider step's labels ("Pacific Gas & Electric (PG&E)", "Duke Energy", …).
 */
import type { UsStateCode } from "@/lib/geo/usStates";

// Utilities that appear more than once.
const AEP_TEXAS = "AEP Texas";
const AMEREN_ILLINOIS = "Ameren Illinois";
const APPALACHIAN_POWER = "Appalachian Power";
const BLACK_HILLS = "Black Hills Energy";
const CENTERPOINT = "CenterPoint Energy";
const CON_EDISON = "Con Edison";
const CONSUMERS = "Consumers Energy";
const DOMINION = "Dominion Energy";
const DUKE = "Duke Energy";
const EL_PASO_ELECTRIC = "El Paso Electric";
const EVERGY = "Evergy";
const EVERSOURCE = "Eversource";
const JCPL = "Jersey Central Power & Light (JCP&L)";
const LADWP = "Los Angeles Department of Water and Power (LADWP)";
const MET_ED = "Met-Ed";
const MIDAMERICAN = "MidAmerican Energy";
const MON_POWER = "Mon Power";
const NATIONAL_GRID = "National Grid";
const NYSEG = "NYSEG";
const PACIFIC_POWER = "Pacific Power";
const PEPCO = "Pepco";
const POTOMAC_EDISON = "Potomac Edison";
const PPL = "PPL Electric Utilities";
const PSEG_LI = "PSEG Long Island";
const ROCKY_MOUNTAIN = "Rocky Mountain Power";
const SCE = "Southern California Edison (SCE)";
const TOLEDO_EDISON = "Toledo Edison";
const VERSANT = "Versant Power";
const XCEL = "Xcel Energy";

/**
 * Every state and DC, plus the territories with a single utility. The Federated States of
 * Micronesia has none: each of its four states runs its own.
 */
export const STATE_DEFAULT_UTILITY: Readonly<Record<Exclude<UsStateCode, "FM">, string>> = {
  AL: "Alabama Power",
  AK: "Chugach Electric Association",
  AZ: "Arizona Public Service (APS)",
  AR: "Entergy Arkansas",
  CA: "Pacific Gas & Electric (PG&E)",
  CO: XCEL,
  CT: EVERSOURCE,
  DE: "Delmarva Power",
  DC: PEPCO,
  FL: "Florida Power & Light (FPL)",
  GA: "Georgia Power",
  HI: "Hawaiian Electric",
  ID: "Idaho Power",
  IL: "ComEd",
  IN: DUKE,
  IA: MIDAMERICAN,
  KS: EVERGY,
  KY: "Kentucky Utilities (KU)",
  LA: "Entergy Louisiana",
  ME: "Central Maine Power (CMP)",
  MD: "Baltimore Gas and Electric (BGE)",
  MA: EVERSOURCE,
  MI: "DTE Energy",
  MN: XCEL,
  MS: "Entergy Mississippi",
  MO: "Ameren Missouri",
  MT: "NorthWestern Energy",
  NE: "Omaha Public Power District (OPPD)",
  NV: "NV Energy",
  NH: EVERSOURCE,
  NJ: "PSE&G",
  NM: "PNM",
  NY: CON_EDISON,
  NC: DUKE,
  ND: XCEL,
  OH: "AEP Ohio",
  OK: "OG&E",
  OR: "Portland General Electric (PGE)",
  PA: "PECO",
  RI: "Rhode Island Energy",
  SC: DOMINION,
  SD: XCEL,
  // Public power (TVA distributors) throughout; NES has overtaken Memphis (MLGW) in customers.
  TN: "Nashville Electric Service (NES)",
  // ERCOT retail choice: households pick a retailer, but the wires company is fixed by location.
  TX: "Oncor Electric Delivery",
  UT: ROCKY_MOUNTAIN,
  VT: "Green Mountain Power",
  VA: DOMINION,
  WA: "Puget Sound Energy (PSE)",
  WV: APPALACHIAN_POWER,
  WI: "We Energies",
  WY: ROCKY_MOUNTAIN,
  AS: "American Samoa Power Authority (ASPA)",
  GU: "Guam Power Authority (GPA)",
  MH: "Marshalls Energy Company (MEC)",
  MP: "Commonwealth Utilities Corporation (CUC)",
  PW: "Palau Public Utilities Corporation (PPUC)",
  // PREPA still owns the grid; LUMA has run distribution and billing since June 2021.
  PR: "LUMA Energy",
  VI: "Virgin Islands Water and Power Authority (WAPA)",
};

export type ZipPrefixOverride = {
  /** First and last three-digit ZIP prefix covered, inclusive. */
  readonly from: string;
  readonly to: string;
  /** The state every ZIP of the range is in (checked against the ZIP data by utilities.test.ts). */
  readonly state: Exclude<UsStateCode, "FM">;
  readonly utility: string;
  /** Where, and what the prefix also contains that the utility does not serve. */
  readonly area: string;
};

/**
 * Metro areas whose utility differs from the state default, plus a few that match it but are
 * named so that the big metros are explicit (Chicago, Atlanta, Denver, Las Vegas, New York City).
 */
export const ZIP_PREFIX_OVERRIDES: readonly ZipPrefixOverride[] = [
  // Alaska
  { from: "997", to: "997", state: "AK", utility: "Golden Valley Electric Association", area: "Fairbanks" },
  { from: "998", to: "998", state: "AK", utility: "Alaska Electric Light & Power (AEL&P)", area: "Juneau" },
  // Alabama
  { from: "358", to: "358", state: "AL", utility: "Huntsville Utilities", area: "Huntsville (TVA distributor)" },
  // Arizona: Phoenix proper is split between APS and SRP, so it keeps the state default.
  {
    from: "852",
    to: "852",
    state: "AZ",
    utility: "Salt River Project (SRP)",
    area: "East Valley: Mesa, Tempe, Chandler, Gilbert",
  },
  { from: "856", to: "857", state: "AZ", utility: "Tucson Electric Power (TEP)", area: "Tucson" },
  // California: SCE serves most of Southern California; LADWP the City of Los Angeles; a few
  // cities run their own. Bakersfield (933), the Central Coast (934) and everything north stay PG&E.
  { from: "900", to: "901", state: "CA", utility: LADWP, area: "City of Los Angeles" },
  {
    from: "902",
    to: "908",
    state: "CA",
    utility: SCE,
    area: "South Bay, Gateway Cities, Long Beach (LA-city pockets such as San Pedro and Venice are LADWP)",
  },
  { from: "910", to: "910", state: "CA", utility: SCE, area: "San Gabriel Valley foothills" },
  { from: "911", to: "911", state: "CA", utility: "Pasadena Water and Power", area: "Pasadena" },
  { from: "912", to: "912", state: "CA", utility: "Glendale Water & Power", area: "Glendale" },
  {
    from: "913",
    to: "914",
    state: "CA",
    utility: LADWP,
    area: "San Fernando Valley (Santa Clarita and the Conejo Valley in 913 are SCE)",
  },
  { from: "915", to: "915", state: "CA", utility: "Burbank Water and Power", area: "Burbank" },
  { from: "916", to: "916", state: "CA", utility: LADWP, area: "North Hollywood, Studio City" },
  { from: "917", to: "918", state: "CA", utility: SCE, area: "San Gabriel Valley, Pomona Valley" },
  { from: "919", to: "921", state: "CA", utility: "San Diego Gas & Electric (SDG&E)", area: "San Diego County" },
  {
    from: "922",
    to: "928",
    state: "CA",
    utility: SCE,
    area: "Inland Empire, Coachella Valley, Orange County (Anaheim, Riverside and Imperial Valley run their own)",
  },
  { from: "930", to: "932", state: "CA", utility: SCE, area: "Ventura, Santa Barbara, Tulare County" },
  { from: "935", to: "935", state: "CA", utility: SCE, area: "Antelope Valley and the high desert" },
  { from: "958", to: "958", state: "CA", utility: "Sacramento Municipal Utility District (SMUD)", area: "Sacramento" },
  // Colorado
  { from: "800", to: "802", state: "CO", utility: XCEL, area: "Denver" },
  { from: "809", to: "809", state: "CO", utility: "Colorado Springs Utilities", area: "Colorado Springs" },
  // Connecticut
  { from: "065", to: "066", state: "CT", utility: "United Illuminating (UI)", area: "New Haven, Bridgeport" },
  // Florida
  { from: "322", to: "322", state: "FL", utility: "JEA", area: "Jacksonville" },
  { from: "323", to: "323", state: "FL", utility: "City of Tallahassee Utilities", area: "Tallahassee" },
  { from: "327", to: "327", state: "FL", utility: DUKE, area: "Seminole County and north Orlando suburbs" },
  {
    from: "328",
    to: "328",
    state: "FL",
    utility: "Orlando Utilities Commission (OUC)",
    area: "Orlando (unincorporated Orange County is largely Duke Energy)",
  },
  { from: "335", to: "336", state: "FL", utility: "Tampa Electric (TECO)", area: "Tampa" },
  { from: "337", to: "337", state: "FL", utility: DUKE, area: "St. Petersburg, Clearwater" },
  // Georgia
  { from: "300", to: "303", state: "GA", utility: "Georgia Power", area: "Atlanta (EMCs serve many outer suburbs)" },
  // Iowa
  { from: "524", to: "524", state: "IA", utility: "Alliant Energy", area: "Cedar Rapids" },
  // Illinois: ComEd in the north, Ameren Illinois across the centre and south.
  { from: "606", to: "608", state: "IL", utility: "ComEd", area: "Chicago" },
  { from: "612", to: "612", state: "IL", utility: MIDAMERICAN, area: "Quad Cities: Moline, Rock Island" },
  { from: "614", to: "620", state: "IL", utility: AMEREN_ILLINOIS, area: "Peoria, Bloomington, Champaign, Metro East" },
  { from: "622", to: "626", state: "IL", utility: AMEREN_ILLINOIS, area: "Belleville, Quincy, Decatur" },
  { from: "627", to: "627", state: "IL", utility: "City Water, Light & Power (CWLP)", area: "Springfield" },
  { from: "628", to: "629", state: "IL", utility: AMEREN_ILLINOIS, area: "Southern Illinois" },
  // Indiana
  { from: "462", to: "462", state: "IN", utility: "AES Indiana", area: "Indianapolis" },
  { from: "463", to: "464", state: "IN", utility: "NIPSCO", area: "Northwest Indiana: Gary, Hammond" },
  { from: "466", to: "466", state: "IN", utility: "Indiana Michigan Power (I&M)", area: "South Bend" },
  { from: "468", to: "468", state: "IN", utility: "Indiana Michigan Power (I&M)", area: "Fort Wayne" },
  { from: "476", to: "477", state: "IN", utility: CENTERPOINT, area: "Evansville" },
  // Kentucky
  { from: "402", to: "402", state: "KY", utility: "Louisville Gas and Electric (LG&E)", area: "Louisville" },
  { from: "410", to: "410", state: "KY", utility: DUKE, area: "Northern Kentucky" },
  // Louisiana
  { from: "701", to: "701", state: "LA", utility: "Entergy New Orleans", area: "New Orleans" },
  { from: "710", to: "711", state: "LA", utility: "SWEPCO", area: "Shreveport, Bossier City" },
  // Massachusetts
  { from: "015", to: "016", state: "MA", utility: NATIONAL_GRID, area: "Worcester" },
  { from: "018", to: "019", state: "MA", utility: NATIONAL_GRID, area: "Merrimack Valley, North Shore" },
  // Maryland
  { from: "208", to: "209", state: "MD", utility: PEPCO, area: "Montgomery County" },
  { from: "217", to: "217", state: "MD", utility: POTOMAC_EDISON, area: "Frederick, Hagerstown" },
  // Maine
  { from: "044", to: "044", state: "ME", utility: VERSANT, area: "Bangor" },
  { from: "047", to: "047", state: "ME", utility: VERSANT, area: "Aroostook County" },
  // Michigan: DTE in the southeast, Consumers across most of the Lower Peninsula.
  {
    from: "484",
    to: "488",
    state: "MI",
    utility: CONSUMERS,
    area: "Flint, Saginaw, mid-Michigan (Lansing city is BWL)",
  },
  { from: "490", to: "495", state: "MI", utility: CONSUMERS, area: "Kalamazoo, Jackson, Grand Rapids" },
  // Minnesota
  { from: "558", to: "558", state: "MN", utility: "Minnesota Power", area: "Duluth" },
  // Missouri
  { from: "640", to: "641", state: "MO", utility: EVERGY, area: "Kansas City" },
  { from: "644", to: "645", state: "MO", utility: EVERGY, area: "St. Joseph" },
  { from: "648", to: "648", state: "MO", utility: "Liberty Utilities", area: "Joplin" },
  { from: "658", to: "658", state: "MO", utility: "City Utilities of Springfield", area: "Springfield" },
  // Mississippi
  { from: "394", to: "395", state: "MS", utility: "Mississippi Power", area: "Hattiesburg, Gulf Coast" },
  // North Carolina
  { from: "279", to: "279", state: "NC", utility: DOMINION, area: "Northeastern North Carolina, Outer Banks" },
  // North Dakota
  { from: "585", to: "585", state: "ND", utility: "Montana-Dakota Utilities (MDU)", area: "Bismarck" },
  // Nebraska
  { from: "685", to: "685", state: "NE", utility: "Lincoln Electric System (LES)", area: "Lincoln" },
  // New Jersey
  { from: "077", to: "079", state: "NJ", utility: JCPL, area: "Monmouth, Morris, Sussex, Warren" },
  { from: "082", to: "084", state: "NJ", utility: "Atlantic City Electric", area: "Atlantic and Cape May counties" },
  { from: "087", to: "087", state: "NJ", utility: JCPL, area: "Ocean County" },
  // New Mexico
  { from: "880", to: "880", state: "NM", utility: EL_PASO_ELECTRIC, area: "Las Cruces" },
  { from: "881", to: "882", state: "NM", utility: XCEL, area: "Eastern New Mexico: Clovis, Roswell, Hobbs" },
  // Nevada
  { from: "889", to: "891", state: "NV", utility: "NV Energy", area: "Las Vegas" },
  // New York: the Rockaway peninsula (116) is in Queens but on the Long Island grid.
  {
    from: "100",
    to: "108",
    state: "NY",
    utility: CON_EDISON,
    area: "Manhattan, Staten Island, the Bronx, Westchester",
  },
  {
    from: "109",
    to: "109",
    state: "NY",
    utility: "Orange & Rockland Utilities (O&R)",
    area: "Rockland and Orange counties",
  },
  { from: "110", to: "110", state: "NY", utility: PSEG_LI, area: "Western Nassau County" },
  { from: "111", to: "114", state: "NY", utility: CON_EDISON, area: "Queens, Brooklyn" },
  { from: "115", to: "119", state: "NY", utility: PSEG_LI, area: "Nassau, Suffolk, the Rockaways" },
  { from: "120", to: "123", state: "NY", utility: NATIONAL_GRID, area: "Albany, Troy, Schenectady" },
  {
    from: "124",
    to: "126",
    state: "NY",
    utility: "Central Hudson Gas & Electric",
    area: "Kingston, Poughkeepsie, Newburgh",
  },
  { from: "128", to: "128", state: "NY", utility: NATIONAL_GRID, area: "Glens Falls, Saratoga Springs" },
  { from: "129", to: "129", state: "NY", utility: NYSEG, area: "Plattsburgh" },
  { from: "130", to: "136", state: "NY", utility: NATIONAL_GRID, area: "Syracuse, Utica, Watertown" },
  { from: "137", to: "139", state: "NY", utility: NYSEG, area: "Binghamton" },
  { from: "141", to: "143", state: "NY", utility: NATIONAL_GRID, area: "Buffalo, Niagara Falls" },
  { from: "144", to: "146", state: "NY", utility: "Rochester Gas and Electric (RG&E)", area: "Rochester" },
  { from: "148", to: "149", state: "NY", utility: NYSEG, area: "Ithaca, Elmira" },
  // Ohio
  { from: "434", to: "434", state: "OH", utility: TOLEDO_EDISON, area: "Toledo suburbs" },
  { from: "436", to: "436", state: "OH", utility: TOLEDO_EDISON, area: "Toledo" },
  { from: "441", to: "441", state: "OH", utility: "The Illuminating Company", area: "Cleveland" },
  { from: "442", to: "444", state: "OH", utility: "Ohio Edison", area: "Akron, Youngstown" },
  { from: "450", to: "452", state: "OH", utility: DUKE, area: "Cincinnati" },
  { from: "453", to: "454", state: "OH", utility: "AES Ohio", area: "Dayton" },
  // Oklahoma
  { from: "740", to: "741", state: "OK", utility: "Public Service Company of Oklahoma (PSO)", area: "Tulsa" },
  // Oregon
  { from: "974", to: "974", state: "OR", utility: "Eugene Water & Electric Board (EWEB)", area: "Eugene" },
  { from: "975", to: "975", state: "OR", utility: PACIFIC_POWER, area: "Medford" },
  { from: "977", to: "977", state: "OR", utility: PACIFIC_POWER, area: "Bend" },
  // Pennsylvania: PECO around Philadelphia; PPL, FirstEnergy (Met-Ed, Penelec) and Duquesne elsewhere.
  { from: "151", to: "152", state: "PA", utility: "Duquesne Light", area: "Pittsburgh, Allegheny County" },
  { from: "164", to: "166", state: "PA", utility: "Penelec", area: "Erie, Altoona" },
  { from: "170", to: "171", state: "PA", utility: PPL, area: "Harrisburg" },
  { from: "173", to: "174", state: "PA", utility: MET_ED, area: "York" },
  { from: "175", to: "176", state: "PA", utility: PPL, area: "Lancaster" },
  { from: "180", to: "181", state: "PA", utility: PPL, area: "Lehigh Valley (Easton is Met-Ed)" },
  { from: "184", to: "187", state: "PA", utility: PPL, area: "Scranton, Wilkes-Barre" },
  { from: "195", to: "196", state: "PA", utility: MET_ED, area: "Reading" },
  // South Carolina: Dominion in the Midlands and Lowcountry, Duke in the Upstate.
  { from: "293", to: "293", state: "SC", utility: DUKE, area: "Spartanburg" },
  { from: "296", to: "297", state: "SC", utility: DUKE, area: "Greenville, Anderson, Rock Hill" },
  // South Dakota
  { from: "577", to: "577", state: "SD", utility: BLACK_HILLS, area: "Rapid City" },
  // Tennessee
  { from: "374", to: "374", state: "TN", utility: "EPB", area: "Chattanooga" },
  { from: "379", to: "379", state: "TN", utility: "Knoxville Utilities Board (KUB)", area: "Knoxville" },
  {
    from: "380",
    to: "381",
    state: "TN",
    utility: "Memphis Light, Gas and Water (MLGW)",
    area: "Memphis, Shelby County",
  },
  // Texas: Oncor (Dallas–Fort Worth, much of the state) by default; other wires companies, and
  // the cities that never joined retail choice, below.
  { from: "769", to: "769", state: "TX", utility: AEP_TEXAS, area: "San Angelo" },
  {
    from: "770",
    to: "775",
    state: "TX",
    utility: CENTERPOINT,
    area: "Houston (Conroe is Entergy Texas, League City and Texas City TNMP)",
  },
  { from: "776", to: "777", state: "TX", utility: "Entergy Texas", area: "Beaumont, Port Arthur" },
  { from: "782", to: "782", state: "TX", utility: "CPS Energy", area: "San Antonio" },
  { from: "783", to: "785", state: "TX", utility: AEP_TEXAS, area: "Corpus Christi, Rio Grande Valley" },
  { from: "787", to: "787", state: "TX", utility: "Austin Energy", area: "Austin" },
  { from: "790", to: "791", state: "TX", utility: XCEL, area: "Amarillo" },
  { from: "794", to: "794", state: "TX", utility: "Lubbock Power & Light", area: "Lubbock" },
  { from: "795", to: "796", state: "TX", utility: AEP_TEXAS, area: "Abilene" },
  { from: "799", to: "799", state: "TX", utility: EL_PASO_ELECTRIC, area: "El Paso" },
  // Virginia
  { from: "240", to: "243", state: "VA", utility: APPALACHIAN_POWER, area: "Roanoke, Southwest Virginia" },
  { from: "245", to: "246", state: "VA", utility: APPALACHIAN_POWER, area: "Lynchburg, Tazewell" },
  // Washington: Seattle (981) is Seattle City Light; the Eastside and south King County (980) PSE.
  { from: "981", to: "981", state: "WA", utility: "Seattle City Light", area: "Seattle" },
  { from: "984", to: "984", state: "WA", utility: "Tacoma Power", area: "Tacoma" },
  { from: "986", to: "986", state: "WA", utility: "Clark Public Utilities", area: "Vancouver" },
  { from: "992", to: "992", state: "WA", utility: "Avista", area: "Spokane" },
  // Wisconsin
  { from: "537", to: "537", state: "WI", utility: "Madison Gas and Electric (MGE)", area: "Madison" },
  { from: "541", to: "543", state: "WI", utility: "Wisconsin Public Service (WPS)", area: "Green Bay" },
  // West Virginia: Appalachian Power in the south, FirstEnergy in the north and east.
  { from: "254", to: "254", state: "WV", utility: POTOMAC_EDISON, area: "Eastern Panhandle" },
  { from: "261", to: "261", state: "WV", utility: MON_POWER, area: "Parkersburg" },
  { from: "263", to: "265", state: "WV", utility: MON_POWER, area: "Clarksburg, Morgantown, Fairmont" },
  // Wyoming
  { from: "820", to: "820", state: "WY", utility: BLACK_HILLS, area: "Cheyenne" },
];
