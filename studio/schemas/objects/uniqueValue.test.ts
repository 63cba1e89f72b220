import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { uniqueAmong } from "./uniqueValue";

const dataset = [
  { _id: "flow.savings", _type: "flow", prefix: "/savings" },
  { _id: "drafts.flow.mine", _type: "flow", prefix: "/mine" },
  { _id: "flow.mine", _type: "flow", prefix: "/mine" },
];

/** The Studio's validation context, with a client that answers GROQ over `dataset`. */
const contextOf = (id: string) =>
  ({
    document: { _id: id, _type: "flow" },
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) =>
        (await evaluate(parse(query, { params }), { dataset, params })).get(),
    }),
  }) as never;

describe("uniqueAmong", () => {
  const rule = uniqueAmong("flow", "prefix", (prefix) => `Another flow already uses ${prefix}.`);

  it("refuses a value another document already has", async () => {
    expect(await rule("/savings", contextOf("drafts.flow.new"))).toBe("Another flow already uses /savings.");
  });

  it("does not count the document's own draft or published copy", async () => {
    expect(await rule("/mine", contextOf("drafts.flow.mine"))).toBe(true);
    expect(await rule("/new", contextOf("drafts.flow.new"))).toBe(true);
  });
});
