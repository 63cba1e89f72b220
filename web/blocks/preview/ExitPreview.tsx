"use client";

import { usePathname } from "next/navigation";
import type { Locale } from "@/lib/brand/locale";
import { css } from "@/styled-system/css";

const words = {
  en: { showing: "Preview: unpublished changes are shown.", exit: "Exit preview" },
  es: { showing: "Vista previa: se muestran los cambios sin publicar.", exit: "Salir de la vista previa" },
} as const;

const barClass = css({
  position: "fixed",
  insetInline: "0",
  bottom: "0",
  zIndex: "banner",
  display: "flex",
  gap: "4",
  justifyContent: "center",
  alignItems: "center",
  py: "2",
  px: "4",
  bg: "gray.900",
  color: "white",
  fontSize: "sm",
});
const linkClass = css({ color: "white", fontWeight: "semibold", textDecoration: "underline" });

/**
 * Says that drafts are shown, and leads out of draft mode on the page the editor is on. The
 * path is read in the browser: the layout that renders this does not know it.
 */
export function ExitPreview({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  return (
    <div role="status" className={barClass} data-preview-bar="">
      <span>{words[locale].showing}</span>
      <a className={linkClass} href={`/api/draft-mode/disable?to=${encodeURIComponent(pathname)}`}>
        {words[locale].exit}
      </a>
    </div>
  );
}
