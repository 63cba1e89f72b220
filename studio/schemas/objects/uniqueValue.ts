import type { StringRule } from "sanity";

type CustomValidator = Parameters<StringRule["custom"]>[0];

/**
 * A string field no other document of `type` may share (a flow's prefix, an experiment's key):
 * `clash(value)` says what is wrong. The document's own draft and published copy do not count.
 * `field` is a name from our schema, written into the query; the value goes as a parameter.
 */
export const uniqueAmong =
  (type: string, field: string, clash: (value: string) => string): CustomValidator =>
  async (value, context) => {
    if (typeof value !== "string" || !value) return true;
    const id = (context.document?._id ?? "").replace(/^drafts\./, "");
    const others = await context
      .getClient({ apiVersion: "2025-02-19" })
      .fetch(`count(*[_type == $type && ${field} == $value && !(_id in [$id, $draftId])])`, {
        type,
        value,
        id,
        draftId: `drafts.${id}`,
      });
    return others === 0 ? true : clash(value);
  };
