export function htmlClasses(html: string): Set<string>;

export function customPropertiesRead(css: string): Set<string>;

export function criticalCss(css: string): (classes: ReadonlySet<string>, alsoRead?: ReadonlySet<string>) => string;
