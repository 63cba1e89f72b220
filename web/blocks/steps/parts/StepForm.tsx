"use client";

import type { FormHTMLAttributes, SubmitEvent } from "react";
import { yieldToBrowser } from "@/lib/tracking/afterInteractive";
import { useStep } from "../engine";
import { headingId } from "./StepHeading";

/**
 * A step's form. Answers that may travel in a URL (choices, zip, bill) make it a real GET form to
 * the next step, so a tap before the page's JavaScript runs still lands on step 2 with its answer
 * (the flow island takes it from the URL). Contact details never go into a URL: those forms post
 * to the page itself until JavaScript takes over.
 *
 * With JavaScript, the step's handler (its checks, the save, the navigation) runs in a task after
 * the tap's own: the browser's work for the tap (pointer, focus and click events, restyles) and
 * the handler's were one long task at 4x CPU (issue 8).
 */
export function StepForm({
  answersInUrl,
  children,
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { answersInUrl: boolean }) {
  const { nextUrl } = useStep();
  const submit = onSubmit
    ? (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void yieldToBrowser().then(() => onSubmit(event));
      }
    : undefined;
  return (
    <form
      {...props}
      onSubmit={submit}
      method={answersInUrl ? "get" : "post"}
      action={answersInUrl && nextUrl ? nextUrl : undefined}
      noValidate
      aria-labelledby={props["aria-labelledby"] ?? headingId}
    >
      {children}
    </form>
  );
}
