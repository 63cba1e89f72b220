export { DEFAULT_CONFIG } from "./config";
export {
  type Estimate,
  type EstimateInput,
  EstimateInputError,
  estimateSavings,
} from "./estimate";
export {
  STATE_CODES,
  STATE_SOLAR_DATA,
} from "./stateSolarData";
