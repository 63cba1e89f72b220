"use client";

import { useState } from "react";

const QUESTIONS = ["Do you own or rent your home?", "What type of property is it?"];
const button = { display: "block", width: "100%", margin: "12px 0", padding: "16px", fontSize: 18 };

// A heading and two buttons; a tap shows the next question (the bench's tap-to-next reference).
export function Question() {
  const [index, setIndex] = useState(0);
  const next = () => setIndex((current) => (current + 1) % QUESTIONS.length);
  return (
    <div data-step={index === 0 ? "first" : "second"}>
      <h1 style={{ fontSize: 28, lineHeight: 1.2 }}>{QUESTIONS[index]}</h1>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ position: "absolute", width: 1, height: 1, overflow: "hidden" }}>Answers</legend>
        <button type="button" style={button} onClick={next}>
          Own
        </button>
        <button type="button" style={button} onClick={next}>
          Rent
        </button>
      </fieldset>
    </div>
  );
}
