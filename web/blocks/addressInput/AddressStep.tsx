"use client";

import { Box } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { streetAddressSchema } from "@/lib/validation";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import { TextField } from "../steps/TextField";
import type { StepProps } from "../steps/types";

const schema = object({ street_address: streetAddressSchema });

/** The street address; saved trimmed, so a lone space is never stored (spec 3). */
export function AddressStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"addressInput">) {
  const copy = stepCopy[locale];
  const saved = typeof answers.street_address === "string" ? answers.street_address.trim() : "";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { street_address: saved } });
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form
        onSubmit={handleSubmit(({ street_address }) => onSubmit({ street_address: street_address.trim() }))}
        noValidate
        aria-labelledby={headingId}
      >
        <TextField
          label={copy.streetAddress}
          registration={register("street_address")}
          error={errors.street_address}
          autoComplete="street-address"
          placeholder={input.placeholder}
        />
        <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
      </form>
    </Box>
  );
}
