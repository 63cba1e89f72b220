"use client";

import { useForm } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { savedText } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import { TextField } from "../parts/TextField";
import type { StepProps } from "../types";

// Spec 5's checks: their own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

/** The street address; saved trimmed, so a lone space is never stored (spec 3). */
export function AddressStep({ input }: StepProps<"addressInput">) {
  const { answers, onSubmit, words } = useStep();
  const copy = words;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(validation),
    defaultValues: { street_address: savedText(answers, "street_address") },
  });
  return (
    <StepForm answersInUrl={false} onSubmit={handleSubmit(({ street_address }) => onSubmit({ street_address }))}>
      <TextField
        label={copy.streetAddress}
        registration={register("street_address")}
        error={errors.street_address}
        autoComplete="street-address"
        placeholder={input.placeholder ?? undefined}
      />
      <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
    </StepForm>
  );
}
