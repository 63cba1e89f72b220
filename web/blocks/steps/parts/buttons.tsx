import type { ButtonHTMLAttributes } from "react";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes/button";

export const primaryButtonClass = cx(
  button({ size: "xl", variant: "solid" }),
  css({ width: "full", mt: "6", minHeight: "12", whiteSpace: "normal" }),
);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A step's main button: full width, under the answers. */
export function PrimaryButton({ className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(primaryButtonClass, className)} {...props} />;
}

/** The button that submits a step's form. */
export function SubmitButton(props: Omit<ButtonProps, "type">) {
  return <PrimaryButton {...props} type="submit" />;
}
