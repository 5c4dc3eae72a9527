import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL, so a test can take "the database" away from one
 * app (a failover, a network cut) without touching the server other test files share.
 */
export interface TcpProxy {
  port: number;
  /** The local ports of the proxy's connections to the target: pg_stat_activity's client_port. */
  upstreamPorts(): number[];
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      upstreams.add(upstream);
      upstream.on('close', () => upstreams.delete(upstream));
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  let server = newServer();
  const port = await listen(server, 0);
  let open = true;
  return {
    port,
    upstreamPorts: () => [...upstreams].flatMap((socket) => (socket.localPort ? [socket.localPort] : [])),
    async cut() {
      if (!open) return;
      open = false;
      await stop(server);
    },
    async restore() {
      if (open) return;
      server = newServer();
      await listen(server, port);
      open = true;
    },
    async close() {
      if (open) await stop(server);
      open = false;
    },
  };
}
