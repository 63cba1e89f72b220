// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { accountSystem } from "./chakraSystem";
import { fieldOf, NewPasswordField } from "./TextField";

let setError: (message: string) => void = () => {};

function ChoosePassword() {
  const form = useForm({ defaultValues: { password: "" } });
  setError = (message) => form.setError("password", { message });
  return <NewPasswordField label="Choose a password" {...fieldOf(form, "password")} rules="At least 8 characters." />;
}

const renderField = () =>
  render(
    <ChakraProvider value={accountSystem}>
      <ChoosePassword />
    </ChakraProvider>,
  );

describe("a new password's field", () => {
  it("is a labelled password input the browser may fill with a password it makes up, with the rules under it", () => {
    renderField();
    const input = screen.getByLabelText("Choose a password") as HTMLInputElement;
    expect(input.type).toBe("password");
    expect(input.autocomplete).toBe("new-password");
    expect(input.name).toBe("password");
    expect(screen.getByText("At least 8 characters.")).toBeTruthy();
  });

  it("shows the form's message for it in place of the rules", () => {
    renderField();
    act(() => setError("The password needs a digit."));
    expect(screen.getByText("The password needs a digit.")).toBeTruthy();
    expect(screen.queryByText("At least 8 characters.")).toBeNull();
    expect((screen.getByLabelText("Choose a password") as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
  });
});
