import { Question } from "./question";

// A server page with one small client island: a heading and two buttons.
export default function Page() {
  return <Question />;
}
