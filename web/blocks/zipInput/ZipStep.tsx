"use client";

import { Box } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { zipSchema } from "@/lib/validation";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import { TextField } from "../steps/TextField";
import type { Answers, StepProps } from "../steps/types";

const schema = object({ zip: zipSchema });

/** The zip already known (typed earlier or found from the IP), if it is one. */
export const knownZip = (answers: Answers): string => (typeof answers.zip === "string" ? answers.zip.trim() : "");

/** The zip field and its button; also the zip-confirm step's "Change" form. */
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
  onZip: (zip: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { zip: defaultZip } });
  useEffect(() => {
    if (focusOnMount) setFocus("zip", { shouldSelect: true });
  }, [focusOnMount, setFocus]);
  return (
    <form onSubmit={handleSubmit(({ zip }) => onZip(zip))} noValidate aria-labelledby={headingId}>
      <TextField
        label={label}
        registration={register("zip")}
        error={errors.zip}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        placeholder={placeholder}
      />
      <SubmitButton>{buttonLabel}</SubmitButton>
    </form>
  );
}

/** The visitor's 5-digit zip. */
export function ZipStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"zipInput">) {
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <ZipForm
        defaultZip={knownZip(answers)}
        label={stepCopy[locale].zip}
        placeholder={input.placeholder}
        buttonLabel={input.buttonLabel || stepCopy[locale].continue}
        onZip={(zip) => onSubmit({ zip })}
      />
    </Box>
  );
}
