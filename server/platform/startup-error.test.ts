import { describe, expect, it } from "vitest";
import { checkDatabaseUrl, describeStartupError } from "./startup-error.ts";

const context = {
  port: 3000,
  host: "0.0.0.0",
  databaseUrl: "postgres://vitrina:secret@db.example:5433/shop",
};

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("describeStartupError", () => {
  it("finds the cause a query wrapper hides and never shows the password", () => {
    const wrapped = new Error("Failed query: select 1", {
      cause: withCode('database "shop" does not exist', "3D000"),
    });
    const line = describeStartupError(wrapped, context);
    expect(line).toBe(
      'Vitrina could not start: PostgreSQL at db.example:5433/shop: database "shop" does not exist. Create the database (createdb) or fix DATABASE_URL.',
    );
    expect(line).not.toContain("secret");
  });

  it("says how to fix a refused login", () => {
    const line = describeStartupError(withCode("password authentication failed", "28P01"), context);
    expect(line).toMatch(/refused the login: .*Fix the user or password in DATABASE_URL\.$/);
  });

  it("names the action it was asked about", () => {
    expect(describeStartupError(withCode("x", "ECONNREFUSED"), context, "reset the data")).toMatch(
      /^Vitrina could not reset the data: PostgreSQL at db\.example:5433\/shop does not answer/,
    );
  });

  it("says what to do about a data directory it cannot write", () => {
    const denied = Object.assign(withCode("permission denied", "EACCES"), {
      path: "/srv/data/vitrina.lock",
    });
    expect(describeStartupError(denied, context)).toBe(
      "Vitrina could not start: cannot write /srv/data/vitrina.lock (EACCES). Make DATA_DIR writable for this user, or set DATA_DIR to another directory.",
    );
  });

  it("tells a HOST that does not resolve from a database host that does not", () => {
    const lookup = (hostname: string) =>
      Object.assign(withCode(`getaddrinfo ENOTFOUND ${hostname}`, "ENOTFOUND"), { hostname });
    const local = { ...context, host: "no-such-host.invalid" };
    expect(describeStartupError(lookup("no-such-host.invalid"), local)).toMatch(
      /^Vitrina could not start: HOST no-such-host\.invalid was not found/,
    );
    expect(describeStartupError(lookup("db.example"), local)).toMatch(
      /the PostgreSQL host in DATABASE_URL \(db\.example:5433\/shop\) was not found/,
    );
  });

  it("leaves a bug undescribed, so its stack gets printed", () => {
    expect(describeStartupError(new TypeError("x is undefined"), context)).toBeUndefined();
  });
});

describe("checkDatabaseUrl", () => {
  it("accepts PostgreSQL URLs and refuses anything else", () => {
    expect(() => checkDatabaseUrl("postgres://u@h:5432/d")).not.toThrow();
    expect(() => checkDatabaseUrl("postgresql://u@h/d")).not.toThrow();
    expect(() => checkDatabaseUrl("mysql://u@h/d")).toThrow(/not a valid PostgreSQL URL/);
    expect(() => checkDatabaseUrl("localhost:5432")).toThrow(/not a valid PostgreSQL URL/);
  });
});
