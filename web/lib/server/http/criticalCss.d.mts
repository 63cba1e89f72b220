export function htmlClasses(html: string): Set<string>;

export function criticalCss(css: string): (classes: ReadonlySet<string>) => string;
