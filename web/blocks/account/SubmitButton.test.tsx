// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { accountSystem } from "./chakraSystem";
import { SubmitButton } from "./SubmitButton";

const button = () => (
  <ChakraProvider value={accountSystem}>
    <SubmitButton>Sign in</SubmitButton>
  </ChakraProvider>
);

describe("an account form's submit button", () => {
  it("is disabled in the server's HTML, so a press before the script cannot send a password in the address", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(button());
    expect(container.querySelector("button")?.disabled).toBe(true);
  });

  it("is enabled once the page's script runs", () => {
    render(button());
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
