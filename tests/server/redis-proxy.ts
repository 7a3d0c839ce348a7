import { type Server, type Socket, connect, createServer } from "node:net";

/**
 * A TCP forwarder to a Redis server: tests point an instance at it and stop it to take Redis
 * away at the network level (connections cut, new ones refused) without stopping the Redis
 * server others share; start() brings it back on the same port.
 */
export type RedisProxy = {
  /** redis://127.0.0.1:<port>/<db> */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const { hostname, port, pathname } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  let server: Server | undefined;
  let proxyPort = 0;
  const start = async () => {
    const next = createServer((client) => {
      const upstream = connect({ host: hostname, port: Number(port || 6379) });
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    await new Promise<void>((resolve) => next.listen(proxyPort, "127.0.0.1", resolve));
    const address = next.address();
    if (typeof address === "object" && address) proxyPort = address.port;
    server = next;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${proxyPort}${pathname}`,
    start,
    stop: async () => {
      const closing = server;
      server = undefined;
      if (!closing) return;
      const closed = new Promise((resolve) => closing.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
