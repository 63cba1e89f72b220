export {
  DEFAULT_CONFIG,
  type EstimateConfig,
  FEDERAL_25D_CREDIT,
  FINANCING_OPTIONS,
  type Financing,
  INCENTIVES,
  type Incentive,
  type IncentiveKind,
} from "./config";
export {
  type Estimate,
  type EstimateInput,
  EstimateInputError,
  estimateSavings,
  MAX_MONTHLY_BILL,
  MIN_MONTHLY_BILL,
} from "./estimate";
export {
  isStateCode,
  SOURCES,
  STATE_CODES,
  STATE_SOLAR_DATA,
  type StateCode,
  type StateSolarData,
} from "./stateSolarData";
