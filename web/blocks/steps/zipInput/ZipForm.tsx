"use client";

import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
import { css } from "@/styled-system/css";
import { SubmitButton } from "../parts/buttons";
import { StepForm } from "../parts/StepForm";
import { TextField } from "../parts/TextField";
import { useZipPlace, type ZipPlace } from "./zipPlace";

// Spec 5's zip check: its own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

// Where the typed zip is, under the field (reserved height: no shift when it appears).
const placeClass = css({ mt: "-2", minHeight: "6", color: "fg.muted", textStyle: "sm" });

/**
 * The zip field and its button; also the zip-confirm step's "Change" form. A real GET form whose
 * field is named `zip` (the answer key): submitted before the page's JavaScript runs, the zip
 * travels in the next step's URL. With JavaScript, the zip is looked up as it is typed and
 * `onZip` gets the place too (null when the lookup could not tell: the visitor goes on anyway).
 */
export function ZipForm({
  defaultZip,
  label,
  placeholder,
  buttonLabel,
  focusOnMount = false,
  onZip,
}: {
  defaultZip: string;
  label: string;
  placeholder?: string;
  buttonLabel: string;
  focusOnMount?: boolean;
  onZip: (zip: string, place: ZipPlace | null) => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(validation),
    defaultValues: { zip: defaultZip },
    // The saved session arrives after the first render (the flow island reads it after
    // hydration): a zip known then fills the field, unless the visitor has typed one already.
    values: { zip: defaultZip },
    resetOptions: { keepDirtyValues: true },
  });
  useEffect(() => {
    if (focusOnMount) setFocus("zip", { shouldSelect: true });
  }, [focusOnMount, setFocus]);

  const typed = useWatch({ control, name: "zip" }) ?? "";
  const { place, placeFor } = useZipPlace(typed.trim());

  // One answer per submit, even if the button is tapped again while the lookup finishes.
  const submitting = useRef(false);
  const submit = handleSubmit(async ({ zip }) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      onZip(zip, await placeFor(zip));
    } finally {
      submitting.current = false;
    }
  });

  return (
    <StepForm answersInUrl onSubmit={submit}>
      <TextField
        label={label}
        registration={register("zip")}
        error={errors.zip}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        placeholder={placeholder}
      />
      <p className={placeClass} aria-live="polite" data-testid="zip-place">
        {place ? `${place.city}, ${place.state}` : ""}
      </p>
      <SubmitButton>{buttonLabel}</SubmitButton>
    </StepForm>
  );
}
