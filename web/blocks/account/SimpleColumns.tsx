"use client";

import { SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Two forms side by side from 768 px (spec 9's breakpoint), one above the other on phones. */
export function SimpleColumns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" maxW="6xl" mx="auto" px="4" alignItems="start">
      {children}
    </SimpleGrid>
  );
}
