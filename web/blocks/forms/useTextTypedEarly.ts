import { type RefObject, useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * Hands the form what the visitor typed into the server's HTML before the page's scripts ran (a
 * phone on a slow network; a calculator's own chunk comes after the page's): the field shows that text, while react-hook-form starts from
 * its defaults, so the figures beside it would not follow it. Once mounted, each field of
 * `formRef` whose text is no longer the server's (its `defaultValue`: the form's defaults belong
 * in the server's HTML) is given to the form, `format`ted and checked; an emptied field too.
 */
export function useTextTypedEarly<T extends FieldValues>(
  formRef: RefObject<HTMLFormElement | null>,
  { setValue, getValues }: Pick<UseFormReturn<T>, "setValue" | "getValues">,
  format: (name: Path<T>, typed: string) => string = (_name, typed) => typed,
) {
  // Once, at mount: later text arrives through the fields' own change handlers.
  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement) || !element.name) continue;
      const name = element.name as Path<T>;
      // Untouched since the server's HTML. (Not compared with getValues: react-hook-form may have
      // read the text into its values without telling its watchers.)
      if (element.value === element.defaultValue) continue;
      const text = format(name, element.value);
      element.value = text;
      // react-hook-form (7.92) reads a field edited before it was ready into its values as it
      // registers it, telling no watcher, and a setValue of the same text tells none either: the
      // figures stayed the defaults' ($5,600 shown for a rep's $4,280 deal typed early). Set from
      // the server's text first (same task: never painted), the text is news to every watcher.
      if (getValues(name) === text) setValue(name, element.defaultValue as PathValue<T, Path<T>>);
      setValue(name, text as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
    }
  }, []);
}
