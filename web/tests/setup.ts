import { afterEach } from "vitest";

// Component tests render into one shared document: unmount after each test.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  window.sessionStorage?.clear();
});
