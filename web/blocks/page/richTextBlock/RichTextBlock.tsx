import { PortableText, type PortableTextBlock } from "@portabletext/react";
import { cx } from "@/styled-system/css";
import { portableTextComponents } from "../../portableText";
import { proseClass } from "../../prose";
import { blockClass } from "../styles";
import type { PageBlockProps } from "../types";

/** Running text as the marketer wrote it (Portable Text), with the site's link handling. */
export function RichTextBlock({ block, page }: PageBlockProps<"richTextBlock">) {
  const body = (block.body ?? []) as PortableTextBlock[];
  if (body.length === 0) return null;
  return (
    <div className={cx(blockClass, proseClass)} data-block="richTextBlock">
      <PortableText value={body} components={portableTextComponents(page.locale)} />
    </div>
  );
}
