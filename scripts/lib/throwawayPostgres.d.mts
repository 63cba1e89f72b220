export type ThrowawayPostgres = { url: string; dataDir: string; pid: () => number; stop: () => void };
export function startThrowawayPostgres(options: { port: number; settings?: string[] }): ThrowawayPostgres;
