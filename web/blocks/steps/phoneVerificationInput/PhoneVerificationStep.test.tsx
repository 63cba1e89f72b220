// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { PhoneVerificationStep } from "./PhoneVerificationStep";

const TOKEN = "tok_test_0000000000000000";
const WRONG_CODE = "That code is not right. Check the text message and try again.";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The backend as the network shows it: each call answered in turn. */
function stubBackend(...answers: Response[]) {
  const fetchMock = vi.spyOn(globalThis, "fetch");
  for (const next of answers) fetchMock.mockResolvedValueOnce(next);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubBackend>, call: number) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> };
};

async function renderVerification(answers: Answers = { phone: "(480) 555-0199" }, locale: Locale = "en") {
  const step = await stepFromContent("phone-verification", locale);
  const input = step.input as StepInputOf<"phoneVerificationInput">;
  const onSubmit = vi.fn();
  renderStep(<PhoneVerificationStep input={input} />, { onSubmit, locale, answers, token: TOKEN }, step.heading);
  return { step, input, onSubmit };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("PhoneVerificationStep", () => {
  it("sends a code to the saved phone, then checks the code typed and shows the server's message", async () => {
    const fetchMock = stubBackend(
      answer(200, { sent: true, expires_in: 600 }),
      answer(422, { error: "Some fields are not valid.", fields: { code: WRONG_CODE } }),
      answer(200, { verified: true }),
    );
    const { step, input, onSubmit } = await renderVerification({ phone: "4805550199" });
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("We'll text a code to (480) 555-0199.");
    // The number is marked for the session recorder to mask; the sentence around it is not.
    expect(screen.getByRole("status").querySelector(".rr-mask")?.textContent).toBe("(480) 555-0199");

    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    const code = (await screen.findByLabelText("Verification code")) as HTMLInputElement;
    expect(sentBody(fetchMock, 0).url).toMatch(/\/phone_verification\/send$/);
    expect(sentBody(fetchMock, 0).body).toMatchObject({ token: TOKEN, phone: "(480) 555-0199" });
    expect(screen.getByRole("status").textContent).toBe(
      "We sent a code to (480) 555-0199. It may take a minute to arrive.",
    );
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.maxLength).toBe(input.codeLength);
    const form = screen.getByRole("form", { name: step.heading }) as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBeNull();
    expect(screen.getByRole("button", { name: "Send a new code" })).toHaveProperty("disabled", true);

    fireEvent.change(code, { target: { value: "12 34 5" } });
    expect(code.value).toBe("12345");
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(screen.getByText("Enter the 6-digit code from the text message.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(code, { target: { value: "123456" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(sentBody(fetchMock, 1)).toMatchObject({ body: { token: TOKEN, code: "123456" } });
    expect(sentBody(fetchMock, 1).url).toMatch(/\/phone_verification\/check$/);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "654321" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone_verified: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers a new code only after the content's wait", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const fetchMock = stubBackend(
      answer(200, { sent: true, expires_in: 600 }),
      answer(200, { sent: true, expires_in: 600 }),
    );
    const { input } = await renderVerification();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Send a new code" })).toBeTruthy());
    const resend = screen.getByRole("button", { name: "Send a new code" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText(`You can ask for a new code in ${input.resendAfterSeconds} seconds.`)).toBeTruthy();
    for (let second = 1; second < (input.resendAfterSeconds ?? 0); second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(resend.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(resend.disabled).toBe(true));
  });

  it("shows why a code could not be sent", async () => {
    stubBackend(answer(429, { error: "Too many codes sent to this number; try again in an hour." }));
    await renderVerification();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many codes sent to this number; try again in an hour.",
    );
    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect(screen.getByRole("button", { name: "Send code" })).toBeTruthy();
  });

  it("asks to go back when no phone is known", async () => {
    const fetchMock = stubBackend();
    await renderVerification({});
    expect(screen.getByRole("alert").textContent).toContain("We don't have your phone number yet.");
    expect(screen.queryByRole("button", { name: "Send code" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("speaks Spanish under /es, the server's messages included", async () => {
    const fetchMock = stubBackend(
      answer(429, { error: "Too many codes sent to this number; try again in an hour." }),
      answer(200, { sent: true, expires_in: 600 }),
      answer(422, {
        error: "Some fields are not valid.",
        fields: { code: "That code has expired. Ask for a new one." },
      }),
      answer(200, { verified: true }),
    );
    const { input, onSubmit } = await renderVerification({ phone: "4805550199" }, "es");
    expect(screen.getByRole("status").textContent).toBe(
      "Le enviaremos un código por mensaje de texto al (480) 555-0199.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Enviar código" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Enviamos demasiados códigos a este número; inténtelo de nuevo en una hora.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Enviar código" }));
    const code = (await screen.findByLabelText("Código de verificación")) as HTMLInputElement;
    expect(screen.queryByRole("alert")).toBeNull();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(screen.getByText("Ingrese el código de 6 dígitos del mensaje de texto.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "123456" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(await screen.findByText("Ese código ya venció. Pida uno nuevo.")).toBeTruthy();
    expect(screen.queryByText("That code has expired. Ask for a new one.")).toBeNull();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone_verified: true }));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
