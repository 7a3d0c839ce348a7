import { describe, expect, it } from "vitest";
import { trustedPeer } from "./connection-limit.ts";

describe("trustedPeer (the per-address connection limit skips the proxy TRUST_PROXY names)", () => {
  it("trusts no peer without TRUST_PROXY, every peer with a hop count", () => {
    expect(trustedPeer(false)("127.0.0.1")).toBe(false);
    expect(trustedPeer(1)("203.0.113.9")).toBe(true);
  });

  it("trusts the listed addresses and CIDRs, also as IPv4-mapped IPv6", () => {
    const isTrusted = trustedPeer(["10.0.0.0/8", "127.0.0.1", "::1"]);
    expect(isTrusted("10.1.2.3")).toBe(true);
    expect(isTrusted("::ffff:10.1.2.3")).toBe(true);
    expect(isTrusted("127.0.0.1")).toBe(true);
    expect(isTrusted("::1")).toBe(true);
    expect(isTrusted("127.0.0.2")).toBe(false);
    expect(isTrusted("203.0.113.9")).toBe(false);
  });

  it("knows the range names Fastify's trustProxy takes", () => {
    const isTrusted = trustedPeer(["loopback", "uniquelocal"]);
    expect(isTrusted("127.0.0.2")).toBe(true);
    expect(isTrusted("192.168.1.1")).toBe(true);
    expect(isTrusted("203.0.113.9")).toBe(false);
  });
});
