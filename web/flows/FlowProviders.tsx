"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ChakraRegistry } from "@/blocks/chakra/ChakraRegistry";
import { createQueryClient } from "@/lib/api/query";

/** Chakra and TanStack Query, only on questionnaire pages (the rest of the site needs neither). */
export function FlowProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraRegistry>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraRegistry>
  );
}
