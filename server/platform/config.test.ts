import { describe, expect, it } from "vitest";
import { readConfig, trustProxyOf } from "./config.ts";

describe("TRUST_PROXY", () => {
  it("is off by default", () => {
    expect(readConfig({}, []).trustProxy).toBe(false);
    expect(trustProxyOf("0")).toBe(false);
    expect(trustProxyOf("false")).toBe(false);
  });

  it("takes a hop count or a list of proxy addresses", () => {
    expect(trustProxyOf("1")).toBe(1);
    expect(trustProxyOf("true")).toBe(1);
    expect(trustProxyOf("2")).toBe(2);
    expect(trustProxyOf("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("login limits have production defaults", () => {
    const config = readConfig({}, []);
    expect(config.loginRateLimit).toBe(10);
    expect(config.loginAddressLimit).toBe(100);
    expect(config.loginAccountLimit).toBe(10);
  });
});
