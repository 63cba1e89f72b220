import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  type RegExpMatcherOptions,
} from "obscenity";

/**
 * Profanity check for name fields (spec 5: "Please enter a valid name.").
 *
 * obscenity's English dataset is written for chat, where matching inside words is worth some false
 * positives. On a lead form a rejected real name is a lost lead, so for names:
 *
 * 1. Phrases whose patterns hit common real names are replaced by narrower ones: "dick" anywhere
 *    (Dick Van Dyke, Dickerson, Dickinson) -> only compounds such as "dickhead"; "cum" at a word
 *    start (Cummings, Cumming) -> the whole word; "fag" (Fagan, Fagundes) -> the word and "faggot";
 *    the standalone "fu" (the Chinese surname Fu) is dropped from "fuck"; "anus" anywhere (Anusha),
 *    "anal" at a word start (Analise), "semen" (Semenov), "wank" (Wankel), "orgy" (Georgy), "porn"
 *    (Thai names such as Siriporn, Pornchai), "fuk" (Fukuda) and "cocks"/"cocke" (surnames)
 *    -> whole words or clear compounds; "bich" is dropped from "bitch" (Bich is a common
 *    Vietnamese name).
 * 2. "dyke" and "hooker" are dropped: Dyke, Dykes and Hooker are ordinary surnames.
 * 3. A few more names are whitelisted (Dikshit, Ashit, Shittu, Slutsky, Tittle, Asselin, ...).
 *
 * obscenity does not match letters spelled out with separators ("f u c k", "s.h.i.t"), so runs of
 * single characters are also checked joined up ("J. R. Smith" is checked as "JR Smith" too).
 */

type Metadata = { originalWord: string };

/** Phrases replaced (1) or dropped (2) above, by obscenity's `originalWord`. */
const REPLACED = new Set([
  "anal",
  "anus",
  "bitch",
  "cock",
  "cum",
  "dick",
  "dyke",
  "fag",
  "fuck",
  "hooker",
  "orgy",
  "porn",
  "semen",
  "wank",
]);

// Built on the first check, not at import: building the dataset costs ~50 ms of main thread, and
// every step form imports the validation module (issue 8's profile of the address step).
const buildNameDataset = () =>
  new DataSet<Metadata>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => REPLACED.has(phrase.metadata?.originalWord ?? ""))
    .addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: "anal" }).addPattern(pattern`|anal|`).addPattern(pattern`|analy|`),
    )
    .addPhrase((phrase) => phrase.setMetadata({ originalWord: "anus" }).addPattern(pattern`|anus|`))
    .addPhrase((phrase) => phrase.setMetadata({ originalWord: "bitch" }).addPattern(pattern`bitch`))
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "cock" })
        .addPattern(pattern`|cock|`)
        .addPattern(pattern`|cocksuck`)
        .addPattern(pattern`|cockhead`),
    )
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "cum" })
        .addPattern(pattern`|cum|`)
        .addPattern(pattern`|cums|`)
        .addPattern(pattern`|cumshot`)
        .addPattern(pattern`|cumslut`)
        .addPattern(pattern`|cumdump`),
    )
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "dick" })
        .addPattern(pattern`|dck|`)
        .addPattern(pattern`dickhead`)
        .addPattern(pattern`dickface`)
        .addPattern(pattern`dickwad`)
        .addPattern(pattern`dickweed`)
        .addPattern(pattern`|dick head`)
        .addPattern(pattern`dicksuck`),
    )
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "fag" })
        .addPattern(pattern`|fag|`)
        .addPattern(pattern`|fags|`)
        .addPattern(pattern`fagg[o]t`)
        .addPattern(pattern`|fagot`)
        .addPattern(pattern`fggot`),
    )
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "fuck" })
        .addPattern(pattern`f[?]ck`)
        .addPattern(pattern`|fk`)
        .addPattern(pattern`|fuk|`)
        .addPattern(pattern`|fuker`)
        .addPattern(pattern`|fukin`)
        .addWhitelistedTerm("fick")
        .addWhitelistedTerm("fock")
        .addWhitelistedTerm("fack"),
    )
    .addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: "orgy" }).addPattern(pattern`|orgy`).addPattern(pattern`|orgies`),
    )
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "porn" })
        .addPattern(pattern`|prn|`)
        .addPattern(pattern`|porn|`)
        .addPattern(pattern`|porns|`)
        .addPattern(pattern`|porno`)
        .addPattern(pattern`pornhub`),
    )
    .addPhrase((phrase) => phrase.setMetadata({ originalWord: "semen" }).addPattern(pattern`|s[s]e[e]me[e]n|`))
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: "wank" })
        .addPattern(pattern`|wank|`)
        .addPattern(pattern`|wanks|`)
        .addPattern(pattern`|wanker`)
        .addPattern(pattern`|wanking`),
    );

/** Real surnames that still contain a listed word (lower case, as the whitelist matcher sees them). */
const NAME_WHITELIST = [
  "ashit",
  "asscher",
  "assel",
  "dikshit",
  "pissarr",
  "raper",
  "shitara",
  "shitole",
  "shittu",
  "slutsk",
  "titter",
  "tittle",
];

let matcher: RegExpMatcher | undefined;

const getMatcher = (): RegExpMatcher => {
  if (!matcher) {
    const built: Pick<RegExpMatcherOptions, "blacklistedTerms" | "whitelistedTerms"> = buildNameDataset().build();
    matcher = new RegExpMatcher({
      blacklistedTerms: built.blacklistedTerms,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...NAME_WHITELIST],
      ...englishRecommendedTransformers,
    });
  }
  return matcher;
};

const SEPARATOR = /[\s.\-_*,'’+~|/\\]+/u;

/**
 * `text` with every run of two or more single-character tokens joined up
 * ("f u c k" -> "fuck", "J. R. Smith" -> "JR Smith"); null when there is no such run.
 */
const joinSpelledOut = (text: string): string | null => {
  const tokens = text.split(SEPARATOR).filter((token) => token !== "");
  const words: string[] = [];
  let run = "";
  let joined = false;
  for (const token of tokens) {
    if ([...token].length === 1) {
      run += token;
      continue;
    }
    if (run) words.push(run);
    if ([...run].length > 1) joined = true;
    run = "";
    words.push(token);
  }
  if (run) words.push(run);
  if ([...run].length > 1) joined = true;
  return joined ? words.join(" ") : null;
};

/** True when `text` contains profanity, by the name-friendly rules above. */
export const containsProfanity = (text: string): boolean => {
  const match = getMatcher();
  if (match.hasMatch(text)) return true;
  const spelledOut = joinSpelledOut(text);
  return spelledOut !== null && match.hasMatch(spelledOut);
};
