"use client";

import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "@/lib/api/query";
import { accountSystem } from "./chakraSystem";
import { EmotionRegistry } from "./EmotionRegistry";

/** The providers of a signed-in page: Emotion's server styles, Chakra, and one query cache per tab. */
export function AccountShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <EmotionRegistry>
      <ChakraProvider value={accountSystem}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}
