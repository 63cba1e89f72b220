import { Button, type ButtonProps } from "@chakra-ui/react";

/** A step's main button: full width, under the answers. */
export function PrimaryButton(props: ButtonProps) {
  return <Button colorPalette="brand" size="xl" width="full" mt="6" {...props} />;
}

/** The button that submits a step's form. */
export function SubmitButton(props: Omit<ButtonProps, "type">) {
  return <PrimaryButton {...props} type="submit" />;
}
