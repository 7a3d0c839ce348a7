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

describe("payments (decision 045)", () => {
  const wspay = {
    WSPAY_SHOP_ID: "MYSHOP",
    WSPAY_SECRET_KEY: "secret",
    WSPAY_FORM_URL: "https://formtest.wspay.biz/authorization.aspx",
    WSPAY_API_URL: "https://test.wspay.biz/",
  };

  it("takes WSPay's four settings together, or none (the sandbox)", () => {
    expect(readConfig({}, []).wspay).toBeUndefined();
    expect(readConfig(wspay, []).wspay).toEqual({
      shopId: "MYSHOP",
      secretKey: "secret",
      formUrl: wspay.WSPAY_FORM_URL,
      apiUrl: wspay.WSPAY_API_URL,
    });
    const { WSPAY_API_URL: _missing, ...three } = wspay;
    expect(() => readConfig(three, [])).toThrow(/go together/);
  });

  it("takes the card wallet's client, secret and API together, or none (the emulator)", () => {
    const wallet = {
      WALLET_CLIENT_ID: "client",
      WALLET_SECRET: "secret",
      WALLET_API_URL: "https://api-m.sandbox.paypal.com",
    };
    expect(readConfig({}, []).wallet).toBeUndefined();
    expect(readConfig(wallet, []).wallet).toEqual({
      clientId: "client",
      secret: "secret",
      apiUrl: "https://api-m.sandbox.paypal.com/",
      scriptUrl: "https://www.paypal.com/sdk/js",
    });
    const script = { ...wallet, WALLET_SCRIPT_URL: "https://cdn.example.com/sdk.js" };
    expect(readConfig(script, []).wallet?.scriptUrl).toBe("https://cdn.example.com/sdk.js");
    const { WALLET_SECRET: _missing, ...two } = wallet;
    expect(() => readConfig(two, [])).toThrow(/go together/);
  });

  it("waits 30 minutes for a card payment unless told another positive number", () => {
    expect(readConfig({}, []).paymentTimeoutMinutes).toBe(30);
    expect(readConfig({ PAYMENT_TIMEOUT_MINUTES: "5" }, []).paymentTimeoutMinutes).toBe(5);
    expect(readConfig({ PAYMENT_TIMEOUT_MINUTES: "0" }, []).paymentTimeoutMinutes).toBe(30);
    expect(readConfig({ PAYMENT_TIMEOUT_MINUTES: "soon" }, []).paymentTimeoutMinutes).toBe(30);
  });
});
