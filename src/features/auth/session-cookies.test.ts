import { describe, expect, it } from "vitest";
import {
  clearFlashCookie,
  clearSessionCookies,
  cookieSecurity,
  flashCookie,
  readFlash,
  readSessionTokens,
  serializeCookie,
  sessionCookies,
} from "./session-cookies.ts";

const tokens = {
  accessToken: "0123456789abcdef0123456789abcdef",
  refreshToken: "fedcba9876543210fedcba9876543210",
};

describe("session cookies", () => {
  it("keep the access token an hour and the refresh token 30 days, HttpOnly and Lax", () => {
    expect(sessionCookies(tokens, { isSecure: false })).toEqual([
      "accessToken=0123456789abcdef0123456789abcdef; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax",
      "refreshToken=fedcba9876543210fedcba9876543210; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax",
    ]);
  });

  it("are Secure only on https", () => {
    const secure = cookieSecurity(new Request("https://konoba.example/adminLogin"));
    const plain = cookieSecurity(new Request("http://127.0.0.1:3000/adminLogin"));
    expect(secure).toEqual({ isSecure: true });
    expect(plain).toEqual({ isSecure: false });
    for (const cookie of sessionCookies(tokens, secure)) expect(cookie).toMatch(/; Secure$/);
    for (const cookie of sessionCookies(tokens, plain)) expect(cookie).not.toContain("Secure");
  });

  it("are deleted with Max-Age=0 and the same attributes", () => {
    expect(clearSessionCookies({ isSecure: true })).toEqual([
      "accessToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      "refreshToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("encode what could break the header", () => {
    expect(serializeCookie("x", "a; b=c", { maxAge: 1, isSecure: false })).toBe(
      "x=a%3B%20b%3Dc; Path=/; Max-Age=1; HttpOnly; SameSite=Lax",
    );
  });

  it("are read back from a Cookie header, empty values counting as missing", () => {
    expect(
      readSessionTokens(
        `locale=hr; accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}`,
      ),
    ).toEqual(tokens);
    expect(readSessionTokens("accessToken=; refreshToken=r1")).toEqual({ refreshToken: "r1" });
    expect(readSessionTokens(null)).toEqual({});
  });
});

describe("flash cookie", () => {
  it("carries one known message for a minute", () => {
    expect(flashCookie("loginSuccess", { isSecure: false })).toBe(
      "flash=loginSuccess; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
    expect(clearFlashCookie({ isSecure: false })).toBe(
      "flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    expect(readFlash("a=1; flash=logoutSuccess")).toBe("logoutSuccess");
    expect(readFlash("flash=<script>")).toBeUndefined();
    expect(readFlash(null)).toBeUndefined();
  });
});
