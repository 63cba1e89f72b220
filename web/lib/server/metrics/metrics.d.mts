import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Counter, Gauge, Histogram } from "prom-client";

export function httpRequests(): Counter<"kind" | "status">;
export function httpDuration(): Histogram<"kind">;
export function leadsCompleted(): Counter;
export function smsSent(): Counter<"sender">;
export function rewriteMismatches(): Counter<"part">;
export function outboxBacklog(read: () => Promise<number>): Gauge;
export function requestKind(req: IncomingMessage): "static" | "api" | "data" | "page";
export function observeRequest(req: IncomingMessage, res: ServerResponse): void;
export function startMetricsServer(port: number, host?: string): Server;
