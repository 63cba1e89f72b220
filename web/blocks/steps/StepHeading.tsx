import { Heading, Text } from "@chakra-ui/react";

export const headingId = "step-heading";

/** The step's question; its id labels the answers. */
export function StepHeading({ heading, subheading }: { heading: string; subheading: string | null }) {
  return (
    <>
      <Heading as="h1" id={headingId} size="2xl" lineHeight="short" mb="2">
        {heading}
      </Heading>
      {subheading ? (
        <Text color="fg.muted" mb="5">
          {subheading}
        </Text>
      ) : null}
    </>
  );
}
