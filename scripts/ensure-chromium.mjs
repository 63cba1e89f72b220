// The end-to-end tests drive Debian's Chromium (/usr/bin/chromium), never a downloaded browser.
// On a fresh Debian machine where we may use apt, install it; elsewhere say what is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canApt) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the end-to-end tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
