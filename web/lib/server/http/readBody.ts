import { HttpError } from "./responses";

/** Reads a body as text, refusing one over `limitBytes` (413) whatever length it declares. */
export async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw new HttpError(413, `The request body is larger than ${limitBytes} bytes.`);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel();
        throw new HttpError(413, `The request body is larger than ${limitBytes} bytes.`);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON object body, refusing oversize bodies (413) and anything that is not an object (400). */
export async function readJsonObject(request: Request, limitBytes: number): Promise<Record<string, unknown>> {
  return parseJsonObject(await readBodyText(request, limitBytes));
}

/** A body's text as a JSON object, or a 400 that says what is wrong with it. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (!text.trim()) throw new HttpError(400, "The request body must be a JSON object.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new HttpError(400, "The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}
