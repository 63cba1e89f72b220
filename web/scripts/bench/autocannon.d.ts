// The part of autocannon 9's API the page bench uses (the package ships no types).
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
