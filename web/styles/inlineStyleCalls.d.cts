type Evaluate = (module: string, name: string, args: unknown[]) => unknown;

declare function inlineStyleCallsLoader(this: unknown, source: string): void;
declare namespace inlineStyleCallsLoader {
  function inlineStyleCalls(
    source: string,
    fileName: string,
    evaluate: Evaluate,
  ): { code: string; inlined: number; kept: number };
  function styleModules(source: string, fileName: string): string[];
  function pandaEvaluator(outdir: string): (modules: string[]) => Promise<Evaluate>;
}
export = inlineStyleCallsLoader;
