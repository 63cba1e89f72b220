import { css } from "@/styled-system/css";

export const calculatorGridClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" },
  gap: { base: "6", md: "10" },
  alignItems: "start",
});
export const resultListClass = css({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  columnGap: "4",
  rowGap: "3",
  bg: "brand.subtle",
  borderRadius: "l3",
  p: { base: "5", md: "6" },
});
export const resultTermClass = css({ color: "fg.muted" });
export const resultValueClass = css({ fontWeight: "bold", textAlign: "end", fontVariantNumeric: "tabular-nums" });
