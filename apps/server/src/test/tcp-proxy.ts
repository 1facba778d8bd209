import net from 'node:net';

/** A loopback TCP proxy a test can cut and restore, to play a database going away and coming back. */
export async function startTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listener;
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Closes the listener and cuts every open connection. */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
    restore: listen,
  };
}
