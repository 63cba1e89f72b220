/** The signed-in areas' calls to our own backend: JSON in, status and JSON out. */
export type Answer = { status: number; body: Record<string, unknown> };

export async function postAccount(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export async function getAccount<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The field messages of a 4xx answer (our routes' `fields`). */
export const fieldsOf = (answer: Answer): Record<string, string> =>
  (answer.body.fields as Record<string, string> | undefined) ?? {};
