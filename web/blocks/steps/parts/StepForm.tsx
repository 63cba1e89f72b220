"use client";

import type { FormHTMLAttributes } from "react";
import { useStep } from "../engine";
import { headingId } from "./StepHeading";

/**
 * A step's form. Answers that may travel in a URL (choices, zip, bill) make it a real GET form to
 * the next step, so a tap before the page's JavaScript runs still lands on step 2 with its answer
 * (the flow island takes it from the URL). Contact details never go into a URL: those forms post
 * to the page itself until JavaScript takes over.
 */
export function StepForm({
  answersInUrl,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { answersInUrl: boolean }) {
  const { nextUrl } = useStep();
  return (
    <form
      {...props}
      method={answersInUrl ? "get" : "post"}
      action={answersInUrl && nextUrl ? nextUrl : undefined}
      noValidate
      aria-labelledby={props["aria-labelledby"] ?? headingId}
    >
      {children}
    </form>
  );
}
