"use client";

import { Box, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { formatCurrency } from "@/lib/format/number";
import { fillCopy, stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { Answers, StepProps } from "../steps/types";

/** Spec 3's month-bill bands, as the lead record receives them. */
export type BillBand = "below_100" | "between_100_150" | "between_151_200" | "above_200";

/** Under 100; 100 to 150; over 150 to 200; over 200 (spec 3). */
export const billBand = (amount: number): BillBand =>
  amount < 100 ? "below_100" : amount <= 150 ? "between_100_150" : amount <= 200 ? "between_151_200" : "above_200";

const sliderId = "monthly-bill-amount";

/** The saved amount (a number, or text such as "$1,200"), else the content's default, on the slider's grid. */
const startingAmount = (answers: Answers, min: number, max: number, step: number, fallback: number): number => {
  const saved = answers.monthly_electricity_bill_amount;
  const parsed =
    typeof saved === "number" ? saved : typeof saved === "string" ? Number(saved.replace(/[$,\s]/g, "")) : Number.NaN;
  const amount = Number.isFinite(parsed) && saved !== "" ? parsed : fallback;
  const snapped = min + Math.round((amount - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
};

/** The average monthly electric bill on a slider (arrow keys move it by one step). */
export function MonthlyBillStep({
  input,
  heading,
  subheading,
  locale,
  answers,
  onSubmit,
}: StepProps<"monthlyBillInput">) {
  const copy = stepCopy[locale];
  const min = input.min ?? 50;
  const max = Math.max(min, input.max ?? 800);
  const step = input.step && input.step > 0 ? input.step : 10;
  const [amount, setAmount] = useState(() => startingAmount(answers, min, max, step, input.defaultAmount ?? 150));
  const band = billBand(amount);
  const shown = formatCurrency(amount);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ monthly_electricity_bill_amount: amount, monthly_electricity_bill: band });
  };

  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="3">
          <chakra.label htmlFor={sliderId} fontWeight="medium">
            {copy.monthlyBill}
          </chakra.label>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="brand.fg">
            {shown}
          </Text>
          <Text color="fg.muted">{fillCopy(copy.billBand, { band: copy[band] })}</Text>
          <chakra.input
            id={sliderId}
            type="range"
            min={min}
            max={max}
            step={step}
            value={amount}
            aria-valuetext={fillCopy(copy.perMonth, { amount: shown })}
            onChange={(event) => setAmount(Number(event.target.value))}
            width="full"
            height="10"
            accentColor="brand.solid"
            cursor="pointer"
          />
          <HStack justify="space-between" color="fg.muted" fontSize="sm" aria-hidden="true">
            <span>{formatCurrency(min)}</span>
            <span>{formatCurrency(max)}+</span>
          </HStack>
        </Stack>
        <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
      </form>
    </Box>
  );
}
