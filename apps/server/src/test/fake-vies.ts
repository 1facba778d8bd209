import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers a number: as VIES does, or failing in one of the ways VIES fails. */
export type FakeViesBehaviour = 'valid' | 'invalid' | 'timeout' | 'malformed' | 'unavailable' | 'html-error';

export interface FakeVies {
  /** The base URL to put into VIES_URL. */
  url: string;
  /** Bodies of the requests received, in order. */
  requests: Record<string, unknown>[];
  /** How a number (with its country prefix) is answered; unlisted numbers are valid. */
  behave(vatNumber: string, behaviour: FakeViesBehaviour): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

/**
 * A local stand-in for the EU's VIES REST interface (`POST /check-vat-number`), on a loopback
 * port: tests never reach the real one.
 */
export async function startFakeVies(): Promise<FakeVies> {
  const behaviours = new Map<string, FakeViesBehaviour>();
  const requests: Record<string, unknown>[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
    requests.push(body);
    const number = `${body.countryCode ?? ''}${body.vatNumber ?? ''}`;
    const behaviour = req.url === '/check-vat-number' ? (behaviours.get(number) ?? 'valid') : 'unavailable';
    const send = (status: number, reply: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof reply === 'string' ? reply : JSON.stringify(reply));
    };
    switch (behaviour) {
      case 'timeout':
        // Never answers; closed when the test's fake closes.
        hanging.add(() => res.destroy());
        return;
      case 'malformed':
        return send(200, { isValid: 'perhaps', foo: [1, 2] });
      case 'unavailable':
        return send(500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'down' }] });
      case 'html-error':
        return send(503, '<html><body>Service Unavailable</body></html>', 'text/html');
      default: {
        const valid = behaviour === 'valid';
        return send(200, {
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          requestDate: new Date().toISOString(),
          valid,
          requestIdentifier: valid ? `WAPIAAAAY${number.slice(-6)}` : '',
          name: valid ? 'FIRMA TEST S.R.O.' : '---',
          address: valid ? 'HLAVNÁ 1\n040 01 KOŠICE' : '---',
        });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (vatNumber, behaviour) => behaviours.set(vatNumber, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.close(() => resolve());
      }),
  };
}
