/**
 * The page's URL query as session start wants it: one string per name. Next gives repeated
 * names as arrays (`?a=1&a=2`); the first value is the one the landing link meant.
 */
export function queryFromSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) if (!Object.hasOwn(query, key)) query[key] = value;
    return query;
  }
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query[key] = first;
  }
  return query;
}
