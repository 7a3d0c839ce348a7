import type { Server } from "node:http";
import { BlockList, isIPv6 } from "node:net";
import type { FastifyBaseLogger } from "fastify";

// An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.)/i, "");

// The names Fastify's trustProxy (proxy-addr) takes for ranges of addresses.
const namedRanges: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether a socket's peer is a proxy TRUST_PROXY believes (Fastify's trustProxy): with a hop
 * count every peer is the proxy in front; with a list, the listed addresses and CIDRs.
 */
export function trustedPeer(trustProxy: false | number | string[]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === "number") return () => trustProxy > 0;
  const list = new BlockList();
  for (const item of trustProxy.flatMap((entry) => namedRanges[entry] ?? [entry])) {
    const [network = "", prefix] = item.split("/");
    const type = isIPv6(network) ? "ipv6" : "ipv4";
    try {
      if (prefix === undefined) list.addAddress(plainAddress(network), type);
      else list.addSubnet(plainAddress(network), Number(prefix), type);
    } catch {
      // not an address or range: proxy-addr (Fastify's trustProxy) refuses it too
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

/**
 * At most `perAddress` open connections from one socket address (issue 18: one client held
 * 20,000 half-sent requests and the server ran out of file descriptors). The count is of the
 * socket's own peer, never of X-Forwarded-For, which a client writes itself; a trusted proxy is
 * not capped, every visitor comes through it. A connection over the cap is closed unread; a
 * warning says how many were, at most once a minute.
 */
export function limitConnections(
  server: Server,
  options: { perAddress: number; isTrusted: (address: string) => boolean; log: FastifyBaseLogger },
): void {
  const open = new Map<string, number>();
  let refused = 0;
  let lastWarning = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || options.isTrusted(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.perAddress) {
      socket.destroy();
      refused += 1;
      if (Date.now() - lastWarning >= 60_000) {
        options.log.warn({ address, refused }, "connections over the per-address limit closed");
        lastWarning = Date.now();
        refused = 0;
      }
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
