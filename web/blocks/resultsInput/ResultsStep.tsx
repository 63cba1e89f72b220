"use client";

import {
  Box,
  Heading,
  HStack,
  Image,
  Link,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { fetchEstimate } from "@/lib/api/calls";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import { fillCopy, type StepCopy, stepCopy } from "../steps/copy";
import { StepHeading } from "../steps/StepHeading";
import type { StepInputOf, StepProps } from "../steps/types";

type EstimateAnswer = Awaited<ReturnType<typeof fetchEstimate>>;
type Estimate = Exclude<EstimateAnswer, Record<string, never>>;

/** An OK answer that is not JSON comes back as `{}`: not an estimate. */
const isEstimate = (answer: EstimateAnswer | undefined): answer is Estimate =>
  Boolean(answer && typeof (answer as Partial<Estimate>).systemSizeKw === "number");

/** Refusals (4xx: the bill or the state is not known yet) will not change on a retry; lost requests may. */
const retryEstimate = (failures: number, error: Error): boolean => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) return false;
  return failures < 3;
};

type Competitor = NonNullable<StepInputOf<"resultsInput">["competitors"]>[number];

/** "(888) 555-0131", dialled with +1; null when the number is not a US 10-digit one. */
const phoneOf = (raw: string | null | undefined): { dial: string; shown: string } | null => {
  const digits = phoneDigits(raw ?? "");
  return digits.length === 10 ? { dial: dialPhone(digits), shown: formatPhone(digits) } : null;
};

function EstimateFigures({ estimate, copy }: { estimate: Estimate; copy: StepCopy }) {
  const figures: { label: string; value: string; note?: string }[] = [
    { label: copy.systemSize, value: fillCopy(copy.kilowatts, { n: formatNumber(estimate.systemSizeKw, 1) }) },
    {
      label: copy.estimatedCost,
      value: formatCurrency(estimate.netCost),
      note:
        estimate.netCost < estimate.systemCost
          ? fillCopy(copy.beforeIncentives, { amount: formatCurrency(estimate.systemCost) })
          : undefined,
    },
    { label: copy.firstYearSavings, value: formatCurrency(estimate.firstYearSavings) },
    { label: copy.savings25Year, value: formatCurrency(estimate.savings25Year) },
    {
      label: copy.payback,
      value:
        estimate.paybackYears === null
          ? copy.paybackNotReached
          : fillCopy(copy.years, { n: formatNumber(estimate.paybackYears, 1) }),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="l3" p="4">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText fontSize="2xl" color="brand.fg">
            {figure.value}
          </Stat.ValueText>
          {figure.note ? (
            <Text as="dd" fontSize="sm" color="fg.muted">
              {figure.note}
            </Text>
          ) : null}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The backend's savings estimate: a skeleton while it loads, a friendly line when it cannot be had. */
function SavingsEstimate({ token, copy }: { token: string | null; copy: StepCopy }) {
  const query = useQuery({
    queryKey: ["savings-estimate", token],
    queryFn: () => fetchEstimate(token ?? ""),
    enabled: token !== null,
    retry: retryEstimate,
  });
  const loading = token !== null && query.isPending;
  return (
    <Box as="section" aria-labelledby="results-estimate-heading" aria-busy={loading} mb="10">
      <Heading as="h2" id="results-estimate-heading" size="xl" mb="4">
        {copy.estimateHeading}
      </Heading>
      {loading ? (
        <>
          <VisuallyHidden role="status">{copy.estimateLoading}</VisuallyHidden>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" aria-hidden="true" data-testid="estimate-skeleton">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height="24" borderRadius="l3" />
            ))}
          </SimpleGrid>
        </>
      ) : isEstimate(query.data) ? (
        <>
          <EstimateFigures estimate={query.data} copy={copy} />
          <Text fontSize="sm" color="fg.muted" mt="3">
            {copy.estimateNote}
          </Text>
        </>
      ) : (
        <Text role="status">{copy.estimateUnavailable}</Text>
      )}
    </Box>
  );
}

function Listing({
  competitor,
  brand,
  copy,
}: {
  competitor: Competitor;
  brand: { name: string; phone: string };
  copy: StepCopy;
}) {
  const own = competitor.representsOwnBrand === true;
  const name = own ? brand.name : (competitor.name ?? "");
  const phone = phoneOf(own ? brand.phone : competitor.phone);
  const rating = typeof competitor.rating === "number" ? competitor.rating.toFixed(1) : null;
  // The own listing stands for the site the visitor is on: no link away from it.
  const website = !own && competitor.url ? competitor.url : null;
  return (
    <List.Item borderWidth={own ? "2px" : "1px"} borderColor={own ? "brand.solid" : undefined} borderRadius="l3" p="5">
      <Stack gap="3">
        <HStack gap="4" align="center">
          {competitor.logo ? <Image src={competitor.logo} alt="" height="10" width="auto" maxWidth="32" /> : null}
          <Box flex="1">
            <Heading as="h3" size="lg">
              {name}
            </Heading>
            {rating ? (
              <Text fontWeight="semibold" data-testid="rating">
                <VisuallyHidden>{copy.rating} </VisuallyHidden>
                <Box as="span" aria-hidden="true" color="orange.400" me="1">
                  ★
                </Box>
                {rating}
                <VisuallyHidden>{copy.ratingOutOf}</VisuallyHidden>
              </Text>
            ) : null}
          </Box>
        </HStack>
        {competitor.tagline ? <Text fontWeight="medium">{competitor.tagline}</Text> : null}
        {competitor.points && competitor.points.length > 0 ? (
          <List.Root ps="5" gap="1">
            {competitor.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {phone || website ? (
          <HStack gap="5" wrap="wrap">
            {phone ? (
              <Link href={phone.dial} colorPalette="brand" fontWeight="semibold">
                <span aria-hidden="true">☎ </span>
                {phone.shown}
              </Link>
            ) : null}
            {website ? (
              <Link href={website} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                {copy.visitWebsite}
                <VisuallyHidden>{fillCopy(copy.visitWebsiteOf, { name })}</VisuallyHidden>
              </Link>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/**
 * The final step: the savings estimate (when the content asks for it) and the comparison of five
 * providers, the first standing for the brand itself (spec 2.7, 3). Nothing to submit.
 */
export function ResultsStep({
  input,
  heading,
  subheading,
  locale,
  brand,
  token,
  experiments,
}: StepProps<"resultsInput">) {
  const copy = stepCopy[locale];
  const competitors = [...(input.competitors ?? [])].sort(
    (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY),
  );
  const estimate = input.showEstimate === false ? null : <SavingsEstimate token={token} copy={copy} />;
  const comparison =
    competitors.length > 0 ? (
      <Box as="section" aria-labelledby="results-comparison-heading" mb="10">
        <Heading as="h2" id="results-comparison-heading" size="xl" mb="4">
          {copy.comparisonHeading}
        </Heading>
        <List.Root as="ol" listStyle="none" ps="0" gap="4">
          {competitors.map((competitor) => (
            <Listing key={competitor._id} competitor={competitor} brand={brand} copy={copy} />
          ))}
        </List.Root>
      </Box>
    ) : null;
  // Experiment results_layout: which of the two sections comes first.
  const comparisonFirst = experiments?.results_layout === "comparison_first";
  return (
    <Box data-results-layout={comparisonFirst ? "comparison_first" : "estimate_first"}>
      <StepHeading heading={heading} subheading={subheading} />
      {comparisonFirst ? comparison : estimate}
      {comparisonFirst ? estimate : comparison}
    </Box>
  );
}
