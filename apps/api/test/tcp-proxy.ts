import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can break: `cut()` drops every open
 * connection, as a restart or a network failure would; while `refusing`, new connections are dropped at once.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let refusing = false;
  let refused = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((incoming) => {
    track(incoming);
    if (refusing) {
      refused += 1;
      incoming.destroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    track(outgoing);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => sockets.forEach((socket) => socket.destroy());
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    refuse(on: boolean) {
      refusing = on;
    },
    /** Connections dropped while refusing. */
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
