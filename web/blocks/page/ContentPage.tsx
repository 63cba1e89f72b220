import type { ComponentType } from "react";
import { css } from "@/styled-system/css";
import { pageBlocks } from "./registry";
import type { PageBlock, PageBlockProps, PageContext } from "./types";

const titleClass = css({ textStyle: { base: "3xl", md: "4xl" }, fontWeight: "bold", lineHeight: "short", mb: "8" });

/**
 * A navigation or sales-training page: its blocks in content's order, each through the registry.
 * A page that does not open with a hero gets its title as the one h1.
 */
export function ContentPage({ title, blocks, page }: { title: string; blocks: PageBlock[]; page: PageContext }) {
  return (
    <article data-content-page="">
      {blocks[0]?._type === "heroBlock" ? null : <h1 className={titleClass}>{title}</h1>}
      {blocks.map((block) => {
        const Block = pageBlocks[block._type] as ComponentType<PageBlockProps>;
        return <Block key={block._key} block={block} page={page} />;
      })}
    </article>
  );
}
