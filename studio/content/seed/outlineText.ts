import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type PathCommand } from "opentype.js";

/**
 * Arimo Bold (OFL; Arial's metrics, so the wordmarks keep the widths they had as "Helvetica, Arial"
 * text). The logos carry its outlines rather than `<text>`: a logo should look the same on every
 * device, and a picture's text made each page look up fonts while painting it (issue 8: the
 * results' five listing logos cost 18-42 ms of painting at 4x CPU with text, 7-15 ms as outlines).
 */
const fontFile = createRequire(import.meta.url).resolve("@fontsource/arimo/files/arimo-latin-700-normal.woff");
export const wordmarkFont = opentype.parse(new Uint8Array(readFileSync(fontFile)).buffer);

/** A tenth of a unit: finer than a device pixel at any size the logos are shown. */
const round = (value: number) => Math.round(value * 10) / 10;

/** A number in as few characters as SVG path data allows (".5", "-.5"). */
const short = (value: number) => String(value === 0 ? 0 : value).replace(/^(-?)0\./, "$1.");

/** Numbers of one command (differences of rounded points, so rounded again against float noise),
 * separated only where the next could not start a new number. */
function joinNumbers(values: number[]): string {
  let out = "";
  let previous = "";
  for (const value of values.map((v) => short(round(v)))) {
    const needsSpace = previous !== "" && !value.startsWith("-") && !(value.startsWith(".") && previous.includes("."));
    out += needsSpace ? ` ${value}` : value;
    previous = value;
  }
  return out;
}

/** Relative path data: points rounded absolutely first, so that the steps add up without drift. */
function pathData(commands: PathCommand[]): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let d = "";
  for (const command of commands) {
    if (command.type === "Z") {
      d += "z";
      x = startX;
      y = startY;
      continue;
    }
    const toX = round(command.x);
    const toY = round(command.y);
    if (command.type === "M") {
      d += `m${joinNumbers([toX - x, toY - y])}`;
      startX = toX;
      startY = toY;
    } else if (command.type === "L") {
      if (toX === x && toY === y) continue;
      d += `l${joinNumbers([toX - x, toY - y])}`;
    } else if (command.type === "Q") {
      d += `q${joinNumbers([round(command.x1) - x, round(command.y1) - y, toX - x, toY - y])}`;
    } else {
      const controls = [round(command.x1) - x, round(command.y1) - y, round(command.x2) - x, round(command.y2) - y];
      d += `c${joinNumbers([...controls, toX - x, toY - y])}`;
    }
    x = toX;
    y = toY;
  }
  return d;
}

/** `text` as outline path data at baseline (x, y), anchored like SVG's `text-anchor`. */
export function outlineText(text: string, x: number, y: number, size: number, anchor: "start" | "middle" = "start") {
  const left = anchor === "middle" ? x - wordmarkFont.getAdvanceWidth(text, size) / 2 : x;
  return pathData(wordmarkFont.getPath(text, left, y, size).commands);
}
