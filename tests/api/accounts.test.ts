import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  AcceptedResult,
  Address,
  LoginResult,
  OutboxMessage,
  RegisterResult,
  User,
  VerifyResult,
} from "#generated/types.ts";
import { authTokens, outbox, users } from "#server/db/schema.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { hashToken } from "#server/platform/tokens.ts";
import {
  address,
  data,
  error,
  newEmail,
  password,
  simpleBody,
  useAccountServer,
} from "./account-client.ts";
import { linkIn } from "./smtp.ts";

// Its own server that delivers mail through a real SMTP server started here (issue 9), with
// TRUST_PROXY=1 so each registration can come from its own client address (the account calls
// are rate limited per address).
const { suite, call, register, login, profile, verifiedUser } = useAccountServer();

describe("register and verify (spec 2, 3, 4)", () => {
  it("mails a verification link to the login page; the account signs in once it is followed", async () => {
    const email = newEmail();
    expect(data<RegisterResult>(await register(simpleBody(email)))).toEqual({
      registered: true,
      confirmEmail: true,
    });
    const mail = await suite.smtp.waitForMail(email);
    expect(mail.subject).toBe("Potvrdite adresu e-pošte – Konoba Vitrina");
    expect(mail.text).toContain("Pozdrav Ana,");
    const link = linkIn(mail, "verificationToken");
    expect(link.pathname).toBe("/prijava");
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);
    const token = link.searchParams.get("verificationToken") ?? "";
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const early = await login(email);
    expect(early.status).toBe(403);
    expect(error(early).key).toBe("api.emailNotVerified");

    expect(data<VerifyResult>(await call(`/api/v1/user/web/verify/${token}`))).toEqual({
      verified: true,
      email,
    });
    // single use
    const again = await call(`/api/v1/user/web/verify/${token}`);
    expect(again.status).toBe(400);
    expect(error(again).message).toBe("Poveznica nije valjana ili je istekla");
    const session = data<LoginResult>(await login(email.toUpperCase()));
    expect(session.user).toMatchObject({
      email,
      username: email,
      isBackofficeUser: false,
      scope: "web",
    });
  });

  it("writes the mail in the request's language", async () => {
    const email = newEmail();
    data(await register(simpleBody(email), { language: "eng" }));
    const mail = await suite.smtp.waitForMail(email);
    expect(mail.subject).toBe("Confirm your e-mail address – Konoba Vitrina");
    expect(linkIn(mail, "verificationToken").pathname).toBe("/en/login");
  });

  it("answers a known address exactly like a new one, and mails its owner a way in", async () => {
    const { email } = await verifiedUser();
    const before = suite.smtp.mails.length;
    const second = await register(simpleBody(email, { password: "Druga-Lozinka-77" }));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ data: { registered: true, confirmEmail: true } });
    const mail = await suite.smtp.waitForMail(
      email,
      (candidate) => suite.smtp.mails.indexOf(candidate) >= before,
    );
    expect(linkIn(mail, "token").pathname).toBe("/zaboravljena-lozinka");
    // the password did not change
    expect((await login(email)).status).toBe(200);
  });

  it("registers with addresses (spec 3 addresses[2]) and refuses a wrong OIB", async () => {
    const email = newEmail();
    const body = {
      addresses: [
        address("Main", {
          contactEmail: email,
          isCompany: true,
          companyName: "Vitrina d.o.o.",
          companyOIB: "69435151531",
        }),
        address("Shipping", { contactEmail: email }),
      ],
      details: { firstName: "Ana", lastName: "Kovač" },
      email,
      username: email,
      password,
      consents: ["privacy", "newsletter"],
    };
    const wrong = await register(body);
    expect(wrong.status).toBe(400);
    expect(error(wrong).fields).toContainEqual({
      path: "/body/addresses/0/companyOIB",
      key: "validation.oib",
      message: "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)",
    });
    body.addresses[0] = { ...body.addresses[0], companyOIB: "69435151530" } as never;
    const { tokens } = await verifiedUser(body);
    const user = data<User>(await profile(tokens.accessToken));
    expect(user.addresses.map((saved) => saved.type)).toEqual(["Main", "Shipping"]);
    expect(user.company).toEqual({ name: "Vitrina d.o.o." });
  });

  it("validates the form (spec 5) with its messages", async () => {
    const missing = await register({ email: "nije-adresa", password: "kratka" });
    expect(missing.status).toBe(400);
    const fields = error(missing).fields ?? [];
    expect(fields).toContainEqual(
      expect.objectContaining({ path: "/body/details", message: "Unos ovog polja je obavezan" }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        path: "/body/email",
        message: "Unesite uzorak adrese elektroničke pošte",
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        path: "/body/password",
        message: "Najmanji dopušteni broj znakova je 8",
      }),
    );
    const email = newEmail();
    const otherUsername = await register(simpleBody(email, { username: newEmail() }));
    expect(error(otherUsername).fields?.[0]?.path).toBe("/body/username");
  });

  it("refuses the e-mail as password and a common password", async () => {
    const email = newEmail();
    const asEmail = await register(simpleBody(email, { password: email }));
    expect(error(asEmail).fields?.[0]).toMatchObject({
      path: "/body/password",
      message: "Lozinka ne smije biti jednaka adresi e-pošte",
    });
    const common = await register(simpleBody(email, { password: "Football" }));
    expect(error(common).fields?.[0]).toMatchObject({
      path: "/body/password",
      message: "Lozinka je prečesta i lako se pogađa; odaberite drugu",
    });
    // issue 18: a common word with digits added, in any case, and a blank password
    for (const secret of ["Password123", "123QWERTYUI!"]) {
      const refused = await register(simpleBody(email, { password: secret }));
      expect(error(refused).fields?.[0]).toMatchObject({
        path: "/body/password",
        message: "Lozinka je prečesta i lako se pogađa; odaberite drugu",
      });
    }
    for (const blank of [" ".repeat(8), "\t \n \t \n "]) {
      const refused = await register(simpleBody(email, { password: blank }));
      expect(refused.status).toBe(400);
      expect(error(refused).fields?.[0]).toMatchObject({
        path: "/body/password",
        message: "Lozinka ne smije sadržavati samo razmake",
      });
    }
  });

  it("limits registrations per e-mail address, whichever client asks", async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await register(simpleBody(email))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("resends the verification mail to an unverified account only, with the same answer", async () => {
    const email = newEmail();
    data(await register(simpleBody(email)));
    await suite.smtp.waitForMail(email);
    const before = suite.smtp.mails.filter((mail) => mail.to === email).length;
    expect(
      data<AcceptedResult>(await call("/api/v1/user/web/verify/resend", { body: { email } })),
    ).toEqual({ accepted: true });
    await suite.smtp.waitForMail(
      email,
      () => suite.smtp.mails.filter((mail) => mail.to === email).length > before,
    );
    const unknown = await call("/api/v1/user/web/verify/resend", {
      body: { email: newEmail("nitko") },
    });
    expect(unknown.body).toEqual({ data: { accepted: true } });
  });
});

describe("forgot and reset password", () => {
  it("mails a single-use link; setting the password ends every session", async () => {
    const { email, tokens } = await verifiedUser();
    const unknown = await call("/api/v1/user/web/password/forgot", {
      body: { email: newEmail("nitko") },
    });
    const known = await call("/api/v1/user/web/password/forgot", { body: { email } });
    expect(unknown.body).toEqual(known.body);
    const mail = await suite.smtp.waitForMail(email, (candidate) =>
      candidate.subject.startsWith("Nova lozinka"),
    );
    const token = linkIn(mail, "token").searchParams.get("token") ?? "";

    const weak = await call("/api/v1/user/web/password/set", {
      body: { token, password: "iloveyou" },
    });
    expect(error(weak).fields?.[0]?.path).toBe("/body/password");
    const newPassword = "Nova-Ljetna-Kisa-9";
    data(await call("/api/v1/user/web/password/set", { body: { token, password: newPassword } }));
    expect((await profile(tokens.accessToken)).status).toBe(401);
    expect(
      (await call("/api/v1/refresh", { headers: { refreshToken: tokens.refreshToken } })).status,
    ).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);
    const reused = await call("/api/v1/user/web/password/set", {
      body: { token, password: "Jos-Jedna-Nova-1" },
    });
    expect(error(reused).key).toBe("api.invalidToken");
  });
});

describe("profile, password, addresses, barcode (spec 2, 4, 5)", () => {
  it("changes the password: the old one must match and differ; other sessions end", async () => {
    const { email, tokens } = await verifiedUser();
    const other = data<LoginResult>(await login(email)).tokens;
    const headers = { accessToken: tokens.accessToken };
    const wrong = await call("/api/v1/user/web/password/reset", {
      body: { oldPassword: "Kriva-Lozinka-1", newPassword: "Nova-Lozinka-55" },
      headers,
    });
    expect(error(wrong)).toMatchObject({
      key: "api.incorrectOldPassword",
      message: "Stara lozinka nije točna",
    });
    const same = await call("/api/v1/user/web/password/reset", {
      body: { oldPassword: password, newPassword: password },
      headers,
    });
    expect(error(same).fields?.[0]).toMatchObject({
      path: "/body/newPassword",
      message: "Nova lozinka mora se razlikovati od stare lozinke",
    });
    data(
      await call("/api/v1/user/web/password/reset", {
        body: { oldPassword: password, newPassword: "Nova-Lozinka-55" },
        headers,
      }),
    );
    expect((await profile(tokens.accessToken)).status).toBe(200);
    expect((await profile(other.accessToken)).status).toBe(401);
    expect((await login(email, "Nova-Lozinka-55")).status).toBe(200);
  });

  it("updates names at once and a new e-mail only once it is verified", async () => {
    const { email, tokens } = await verifiedUser();
    const headers = { accessToken: tokens.accessToken };
    const newAddress = newEmail("nova");
    const updated = data<User>(
      await call("/api/v1/user/web/update", {
        method: "PATCH",
        body: { details: { firstName: "Marta", lastName: "Novak" }, email: newAddress },
        headers,
      }),
    );
    expect(updated).toMatchObject({ email, details: { firstName: "Marta", lastName: "Novak" } });
    const mail = await suite.smtp.waitForMail(newAddress);
    expect(mail.text).toContain("Pozdrav Marta,");
    const token = linkIn(mail, "verificationToken").searchParams.get("verificationToken") ?? "";
    data(await call(`/api/v1/user/web/verify/${token}`));
    expect(data<User>(await profile(tokens.accessToken)).email).toBe(newAddress);
    expect((await login(newAddress)).status).toBe(200);
  });

  it("saves a valid membership card barcode and refuses another's or a broken one", async () => {
    const { tokens } = await verifiedUser();
    const headers = { accessToken: tokens.accessToken };
    const check = async (barcode: string) =>
      data<{ isValid: boolean }>(
        await call("/api/v1/user/web/validateMembersBarcode", { body: { barcode }, headers }),
      ).isValid;
    expect(await check("4006381333931")).toBe(true);
    expect(await check("4006381333932")).toBe(false);
    // the demo shopper holds this card
    expect(await check("3850000123455")).toBe(false);
    const body = { details: { firstName: "Ana", lastName: "Kovač" }, email: "x@example.com" };
    const refused = await call("/api/v1/user/web/update", {
      method: "PATCH",
      body: { ...body, memberCardBarcode: "3850000123455" },
      headers,
    });
    expect(error(refused).key).toBe("api.invalidBarcode");
    const user = data<User>(await profile(tokens.accessToken));
    const saved = data<User>(
      await call("/api/v1/user/web/update", {
        method: "PATCH",
        body: { ...body, email: user.email, memberCardBarcode: "4006381333931" },
        headers,
      }),
    );
    expect(saved.memberCardBarcode).toBe("4006381333931");
  });

  it("creates, lists, updates and deletes addresses with the spec 5 rules", async () => {
    const { tokens } = await verifiedUser();
    const headers = { accessToken: tokens.accessToken };
    const bad = await call("/api/v1/user/web/address/create", {
      body: address("Main", {
        firstName: "Ana1",
        city: "x".repeat(76),
        houseNumber: "1".repeat(16),
        zipCode: "",
      }),
      headers,
    });
    const messages = Object.fromEntries(
      (error(bad).fields ?? []).map((field) => [field.path, field.message]),
    );
    expect(messages).toMatchObject({
      "/body/firstName": "Unos sadrži posebne znakove! Koristite samo slova.",
      "/body/city": "Najveći dopušteni broj znakova je 75",
      "/body/houseNumber": "Najveći dopušteni broj znakova je 15",
      "/body/zipCode": "Najmanji dopušteni broj znakova je 1",
    });
    const company = await call("/api/v1/user/web/address/create", {
      body: address("Main", { isCompany: true }),
      headers,
    });
    expect((error(company).fields ?? []).map((field) => field.path)).toEqual([
      "/body/companyName",
      "/body/companyOIB",
    ]);

    const created = data<Address>(
      await call("/api/v1/user/web/address/create", { body: address("Shipping"), headers }),
    );
    expect(created).toMatchObject({ type: "Shipping", city: "Zagreb", companyName: null });
    const changed = data<Address>(
      await call(`/api/v1/user/web/address/update/${created.id}`, {
        method: "PATCH",
        body: address("Shipping", { city: "Split" }),
        headers,
      }),
    );
    expect(changed.city).toBe("Split");
    expect(data<Address[]>(await call("/api/v1/user/web/address/filter", { headers }))).toEqual([
      changed,
    ]);
    data(
      await call(`/api/v1/user/web/address/delete/${created.id}`, { method: "DELETE", headers }),
    );
    expect(data<Address[]>(await call("/api/v1/user/web/address/filter", { headers }))).toEqual([]);
  });
});

describe("authorisation matrix of the account calls", () => {
  it("gives each kind of caller exactly its status; another user's address is a 404", async () => {
    const owner = await verifiedUser();
    const intruder = await verifiedUser();
    const editor = demoAccounts.find((account) => account.role === "back-office");
    if (!editor) throw new Error("no back-office account");
    const editorSession = data<LoginResult>(await login(editor.email, editor.password));
    const backOffice = editorSession.tokens;
    const editorDetails = editorSession.user.details;
    const expired = data<LoginResult>(await login(owner.email)).tokens;
    await suite.server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(expired.accessToken)));
    const ownAddress = data<Address>(
      await call("/api/v1/user/web/address/create", {
        body: address("Main"),
        headers: { accessToken: owner.tokens.accessToken },
      }),
    );

    type Endpoint = {
      name: string;
      method: string;
      path: string;
      body?: unknown;
      ownerOnly?: boolean;
      backOfficeOnly?: boolean;
    };
    const endpoints: Endpoint[] = [
      { name: "profile", method: "GET", path: "/api/v1/user/web/profile" },
      { name: "addresses", method: "GET", path: "/api/v1/user/web/address/filter" },
      {
        name: "create address",
        method: "POST",
        path: "/api/v1/user/web/address/create",
        body: address("Shipping"),
      },
      {
        name: "update address",
        method: "PATCH",
        path: `/api/v1/user/web/address/update/${ownAddress.id}`,
        body: address("Main"),
        ownerOnly: true,
      },
      {
        name: "barcode",
        method: "POST",
        path: "/api/v1/user/web/validateMembersBarcode",
        body: { barcode: "4006381333931" },
      },
      {
        name: "change password",
        method: "POST",
        path: "/api/v1/user/web/password/reset",
        body: { oldPassword: "Kriva-Lozinka-1", newPassword: "Nova-Lozinka-55" },
      },
      {
        name: "update profile",
        method: "PATCH",
        path: "/api/v1/user/web/update",
        body: { details: { firstName: "A", lastName: "B" }, email: "a.b@example.com" },
      },
      { name: "my data", method: "GET", path: "/api/v1/user/web/data" },
      {
        name: "delete account",
        method: "POST",
        path: "/api/v1/user/web/delete",
        body: { password: "Kriva-Lozinka-1" },
      },
      { name: "outbox", method: "GET", path: "/api/v1/mail/outbox", backOfficeOnly: true },
    ];
    const callers: [string, string | undefined][] = [
      ["none", undefined],
      ["expired", expired.accessToken],
      ["other", intruder.tokens.accessToken],
      ["own", owner.tokens.accessToken],
      ["back-office", backOffice.accessToken],
    ];
    const expected = (endpoint: Endpoint, caller: string): number[] => {
      if (caller === "none" || caller === "expired") return [401];
      if (endpoint.backOfficeOnly) return caller === "back-office" ? [200] : [403];
      if (endpoint.ownerOnly) return caller === "own" ? [200] : [404];
      // these bodies carry a wrong (old) password: a 400 proves the call got through
      if (endpoint.name === "change password" || endpoint.name === "delete account") return [400];
      return [200];
    };
    const table: string[] = [];
    for (const endpoint of endpoints) {
      for (const [caller, token] of callers) {
        const response = await call(endpoint.path, {
          method: endpoint.method,
          ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
          headers: token ? { accessToken: token } : {},
        });
        if (!expected(endpoint, caller).includes(response.status))
          table.push(`${endpoint.name} as ${caller}: ${response.status}`);
      }
    }
    // the back-office user is a seeded account other files read: undo what the matrix changed
    const editorHeaders = { accessToken: backOffice.accessToken };
    for (const saved of data<Address[]>(
      await call("/api/v1/user/web/address/filter", { headers: editorHeaders }),
    ))
      data(
        await call(`/api/v1/user/web/address/delete/${saved.id}`, {
          method: "DELETE",
          headers: editorHeaders,
        }),
      );
    await suite.server.database.db
      .update(users)
      .set({ details: editorDetails })
      .where(eq(users.email, editor.email));
    expect(table).toEqual([]);
    // the intruder cannot read, change or delete the owner's address
    const intruderHeaders = { accessToken: intruder.tokens.accessToken };
    const list = data<Address[]>(
      await call("/api/v1/user/web/address/filter", { headers: intruderHeaders }),
    );
    expect(list.map((item) => item.id)).not.toContain(ownAddress.id);
    expect(
      (
        await call(`/api/v1/user/web/address/delete/${ownAddress.id}`, {
          method: "DELETE",
          headers: intruderHeaders,
        })
      ).status,
    ).toBe(404);
  });

  it("lets back-office users read the outbox", async () => {
    const editor = demoAccounts.find((account) => account.role === "back-office");
    if (!editor) throw new Error("no back-office account");
    const { accessToken } = data<LoginResult>(await login(editor.email, editor.password)).tokens;
    const email = newEmail();
    data(await register(simpleBody(email)));
    await suite.smtp.waitForMail(email);
    const mails = data<OutboxMessage[]>(
      await call("/api/v1/mail/outbox", { headers: { accessToken } }),
    );
    const sent = mails.find((mail) => mail.to === email);
    expect(sent).toMatchObject({
      template: "verifyEmail",
      language: "hrv",
      status: "sent",
      attempts: 1,
    });
    const [row] = await suite.server.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
