// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AccountForm } from "./AccountForm";
import { accountSystem } from "./chakraSystem";
import { failure, NoticeAlert, success } from "./Notice";

const inChakra = (node: ReactNode) => render(<ChakraProvider value={accountSystem}>{node}</ChakraProvider>);

describe("an account form's notice", () => {
  it("announces a failure as an alert", () => {
    inChakra(<NoticeAlert notice={failure("The username or password is not right.")} />);
    expect(screen.getByRole("alert").textContent).toBe("The username or password is not right.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("announces a success as a status, with the next step's link", () => {
    inChakra(
      <NoticeAlert notice={success("Your password is changed.")} link={{ href: "/sign-in", text: "Sign in" }} />,
    );
    expect(screen.getByRole("status").textContent).toBe("Your password is changed. Sign in");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows nothing before the first try", () => {
    const { container } = inChakra(<NoticeAlert notice={null} />);
    expect(container.textContent).toBe("");
  });
});

describe("an account page's form", () => {
  it("has the page's heading, the notice, the fields, the button and what follows it, in that order", () => {
    inChakra(
      <AccountForm
        title="Sign in"
        intro="Welcome back."
        notice={failure("Something went wrong.")}
        submitLabel="Sign in now"
        submitting={false}
        onSubmit={() => {}}
        footer={<a href="/reset">Forgot your password?</a>}
      >
        <input aria-label="Username" />
      </AccountForm>,
    );
    const form = screen.getByRole("heading", { level: 1, name: "Sign in" }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.noValidate).toBe(true);
    const order = [
      screen.getByRole("heading", { level: 1 }),
      screen.getByText("Welcome back."),
      screen.getByRole("alert"),
      screen.getByRole("textbox", { name: "Username" }),
      screen.getByRole("button", { name: "Sign in now" }),
      screen.getByRole("link", { name: "Forgot your password?" }),
    ];
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]?.compareDocumentPosition(order[i] as Node) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
