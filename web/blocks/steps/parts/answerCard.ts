import { css } from "@/styled-system/css";

/**
 * An answer the visitor taps: a white card with a brand border and a shadow, 56 px high (above
 * the 44 px target size), so it reads as something to press and never as disabled. Choice
 * buttons and checkbox rows add their own chosen and focus states.
 */
export const answerCardClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  width: "full",
  minHeight: "14",
  px: "5",
  py: "3",
  textAlign: "start",
  textStyle: "lg",
  fontWeight: "semibold",
  color: "brand.text",
  bg: "white",
  borderWidth: "2px",
  borderColor: "brand.solid/40",
  borderRadius: "l3",
  boxShadow: "xs",
  cursor: "pointer",
  transition: "background 0.1s, border-color 0.1s, transform 0.05s",
  _hover: { borderColor: "brand.solid", bg: "brand.subtle" },
});
