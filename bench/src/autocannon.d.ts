/** The part of autocannon's API the load runner uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Request {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Runs first with these settings; its requests are not in the result. */
      warmup?: { connections?: number; duration?: number };
      headers?: Record<string, string>;
      requests?: Request[];
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (err: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export = autocannon;
}
