import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Scenario {
  name: string;
  /**
   * Each request is built anew, so paths and bodies can vary (random products, pages).
   * `connection` is autocannon's per-connection context (e.g. which customer this connection is).
   */
  request: (connection: Record<string, unknown>) => {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
    path: string;
    body?: string;
    headers?: Record<string, string>;
  };
  headers?: Record<string, string>;
}

/**
 * Seconds of warm-up before each measurement, at the same connection count, not counted: the
 * figures are steady state, with the caches a running shop keeps warm (listing pages, product
 * rows and anonymous replies, 30 s each) filled as they would be. Without it, a 3-second window
 * that starts just after the caches expired measures mostly the cold burst.
 */
export const WARMUP_SECONDS = 1;

/**
 * What a browser says it can decode (Chromium's `Accept-Encoding`): every request carries it, as
 * the storefront's do, so each reply over 1 kB is compressed as it is for a visitor
 * (plugins/compress.ts). Without it the figures left compression out, which took two fifths of
 * the server's CPU for a product page until it was made cheaper
 * (docs/decisions/017-perf-listing.md §Compression of replies).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The `--only` option of the bench scripts: names holding one of its `|`-separated parts, or all when empty. */
export const namedIn = (only: string) => (name: string) => !only || only.split('|').some((part) => name.includes(part));

/** Runs one scenario with autocannon on loopback for `seconds`, after `WARMUP_SECONDS` of warm-up. */
export function runLoad(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const first = scenario.request({});
    autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        warmup: { connections, duration: WARMUP_SECONDS },
        headers: {
          'content-type': 'application/json',
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...scenario.headers,
        },
        requests: [
          {
            method: first.method ?? 'GET',
            path: first.path,
            // autocannon passes the per-connection context as a second argument (lib/httpRequestBuilder.js);
            // its type declarations omit it.
            setupRequest: ((req: Record<string, unknown>, context: Record<string, unknown>) => {
              const next = scenario.request(context);
              return {
                ...req,
                method: next.method ?? 'GET',
                path: next.path,
                ...(next.body ? { body: next.body } : {}),
                headers: { ...(req.headers as Record<string, string>), ...next.headers },
              };
            }) as unknown as (req: Record<string, unknown>) => Record<string, unknown>,
          },
        ],
      },
      (err: Error | null, result: autocannon.Result) => {
        if (err) return reject(err);
        resolve({
          name: scenario.name,
          connections,
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p975: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}
