import { stegaClean } from "@sanity/client/stega";
import { loadBrandHosts } from "@/lib/content/loaders";
import { buildHostTable, type HostTable } from "./host";

/** Brand host lists change in the Studio without a deploy: re-read them at most once a minute. */
const TTL_MS = 60_000;

let cached: { table: HostTable; at: number } | undefined;
let loading: Promise<HostTable> | undefined;

async function load(): Promise<HostTable> {
  const answer = await loadBrandHosts();
  const brands = (answer.brands ?? []).flatMap((brand) =>
    brand.slug
      ? [
          {
            slug: stegaClean(brand.slug),
            hosts: (brand.hosts ?? []).flatMap((host) => (host ? [stegaClean(host)] : [])),
          },
        ]
      : [],
  );
  const fallback = answer.defaultSlug ? stegaClean(answer.defaultSlug) : brands[0]?.slug;
  if (!fallback) throw new Error("No brands in content: cannot route any host");
  return buildHostTable(brands, fallback);
}

export async function hostTable(now = Date.now()): Promise<HostTable> {
  if (cached && now - cached.at < TTL_MS) return cached.table;
  loading ??= load()
    .then((table) => {
      cached = { table, at: Date.now() };
      return table;
    })
    .finally(() => {
      loading = undefined;
    });
  // While a refresh is under way, keep answering with the last good table.
  return cached?.table ?? loading;
}
