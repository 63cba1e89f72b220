import { css } from "@/styled-system/css";

const listClass = css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none", ps: "0" });
const itemClass = css({ display: "flex", alignItems: "flex-start", gap: "3", textStyle: "lg" });
const checkClass = css({ color: "brand.fg", fontWeight: "bold", flexShrink: 0 });

/** Short selling or information points, each with a check mark. */
export function PointList({ points }: { points: string[] }) {
  return (
    <ul className={listClass}>
      {points.map((point) => (
        <li key={point} className={itemClass}>
          <span aria-hidden="true" className={checkClass}>
            ✓
          </span>
          {point}
        </li>
      ))}
    </ul>
  );
}
