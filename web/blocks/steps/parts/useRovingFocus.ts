import { type KeyboardEvent, useRef } from "react";

/**
 * Arrow keys move focus between the answers of one question (Tab enters and leaves the group),
 * as in a radio group; Space and Enter choose, as on any button.
 */
export function useRovingFocus() {
  const items = useRef<(HTMLElement | null)[]>([]);
  const register = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items.current.filter((item): item is HTMLElement => Boolean(item));
    const current = list.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    const target = step
      ? list[(current + step + list.length) % list.length]
      : event.key === "Home"
        ? list[0]
        : event.key === "End"
          ? list.at(-1)
          : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return { register, onKeyDown };
}
