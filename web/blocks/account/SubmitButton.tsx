"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A form's submit button, enabled once the page's JavaScript runs. Before that a press would send
 * the form the browser's way, with its fields (a password) in the address; nothing here works
 * without the script, so the button waits for it.
 */
export function SubmitButton(props: ButtonProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <Button type="submit" {...props} disabled={!hydrated || props.disabled} />;
}
