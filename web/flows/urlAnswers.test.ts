import { describe, expect, it } from "vitest";
import { answersFromUrl } from "./urlAnswers";

describe("answersFromUrl", () => {
  const earlier = new Set(["homeowner_renter", "zip", "phone"]);

  it("takes the answers of earlier steps out of the query and leaves landing parameters", () => {
    expect(answersFromUrl({ homeowner_renter: "own", utm_source: "fb", did_number: "8885550101" }, earlier)).toEqual({
      answers: { homeowner_renter: "own" },
      rest: { utm_source: "fb", did_number: "8885550101" },
    });
  });

  it("never takes contact details, blank or oversized values as answers", () => {
    const long = "x".repeat(201);
    const { answers } = answersFromUrl({ phone: "4805550142", zip: " ", homeowner_renter: long }, earlier);
    expect(answers).toEqual({});
  });

  it("ignores keys no earlier step fills", () => {
    expect(answersFromUrl({ credit_rating: "good" }, earlier).answers).toEqual({});
  });

  it("takes a typed zip only when spec 5 accepts it, and keeps a rejected one out of the landing query too", () => {
    expect(answersFromUrl({ zip: "85004", utm_source: "fb" }, earlier)).toEqual({
      answers: { zip: "85004" },
      rest: { utm_source: "fb" },
    });
    for (const zip of ["8500", "8500a", "11111", "850041"]) {
      expect(answersFromUrl({ zip, utm_source: "fb" }, earlier)).toEqual({ answers: {}, rest: { utm_source: "fb" } });
    }
  });
});
