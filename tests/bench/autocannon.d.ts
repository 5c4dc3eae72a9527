// The slice of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupClient?: (client: Client) => void;
    requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
