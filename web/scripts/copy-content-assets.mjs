// Copies the embedded dataset's images into public/ so the site serves them as static files.
import { cpSync, existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(web, "..", "studio", "content", "images");
const target = join(web, "public", "content-assets");
if (!existsSync(source)) throw new Error(`No images at ${source}: run npm run content:seed`);
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
