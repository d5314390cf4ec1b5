import net from "node:net";

// A TCP proxy on 127.0.0.1 that a fault test can cut and restore, standing in front of the test
// database: cutting it is a database outage as the app sees one (open connections reset, new
// ones refused), without ever touching the shared server behind it.

export interface TcpProxy {
  port: number;
  /** Resets every open connection and refuses new ones, like a server that went away. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
