import http from 'node:http';
import net from 'node:net';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const between = (min: number, max: number) => min + Math.random() * (max - min);

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * What happened to one HTTP call: a complete reply, or the connection failed (`error` = its code;
 * `reused` = it went out on a kept-alive connection the server had already accepted).
 */
export type Outcome = { ok: true; reply: Reply } | { ok: false; error: string; reused: boolean };

/**
 * One HTTP call on loopback with plain node:http, so a connection cut by a killed server shows
 * as its error code (ECONNRESET, ECONNREFUSED, …) rather than a generic fetch failure.
 * `onSent` fires when the whole request has been handed to the socket.
 */
export function call(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  options: { timeoutMs?: number; onSent?: () => void } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            ok: true,
            reply: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') },
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) => resolve(failed(err.code ?? err.message)));
        res.on('aborted', () => resolve(failed('ABORTED')));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    const failed = (error: string): Outcome => ({ ok: false, error, reused: req.reusedSocket });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(failed(err.code ?? err.message)));
    req.on('finish', () => options.onSent?.());
    req.end(payload);
  });
}

/** True when an error reply leaks internals: a stack frame, a source path or an exception name. */
export function leaksInternals(body: string): boolean {
  return /\n\s+at |\bat .+:\d+:\d+|\.ts:\d+|node_modules|Error: |"stack"/.test(body);
}

/** The API envelope of a failure (docs/requirements/api.md §Envelope): `{ success: false, error: [{ code, … }] }`. */
export function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; error?: unknown };
    return (
      parsed.success === false &&
      Array.isArray(parsed.error) &&
      parsed.error.every((e) => typeof (e as { code?: unknown }).code === 'string')
    );
  } catch {
    return false;
  }
}

/** A fixed-width text table (also valid Markdown). */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(3, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}
