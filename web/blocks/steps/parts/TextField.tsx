import { LabelledInput, type LabelledInputProps } from "../../forms/LabelledInput";
import { useStep } from "../engine";

/** A step's labelled text field: `LabelledInput` in the language of the flow engine. */
export function TextField(props: LabelledInputProps) {
  const { locale } = useStep();
  return <LabelledInput locale={locale} {...props} />;
}
