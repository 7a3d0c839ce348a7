import { describe, expect, it } from "vitest";
import { newsletterMail, unsubscribeLinks } from "./newsletter-mails.ts";

const links = {
  action: "https://konoba.example/potvrdi-email?goal=a&goalType=message&token=abc",
  ...unsubscribeLinks({ origin: "https://konoba.example", language: "hrv", token: "t0k" }),
};

describe("the newsletter's mails (issue 21)", () => {
  it("carry one-click unsubscribe headers (RFC 2369, 8058) naming the API's address", () => {
    const mail = newsletterMail({
      kind: "newsletterConfirm",
      settings: { Brand: "Konoba" },
      language: "hrv",
      to: "ana@example.com",
      links,
    });
    expect(mail.headers).toEqual({
      "List-Unsubscribe":
        "<https://konoba.example/api/v1/marketing/newsletter/unsubscribe?token=t0k>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail).toMatchObject({ template: "newsletterConfirm", language: "hrv" });
    expect(mail.text).toContain(links.action);
    expect(mail.text).toContain("https://konoba.example/newsletter?token=t0k");
  });

  it("escapes every value written into the HTML", () => {
    const mail = newsletterMail({
      kind: "newsletterWelcome",
      settings: { Brand: '<img src=x onerror="alert(1)">' },
      language: "deu",
      to: "ana@example.com",
      links,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain(
      'href="https://konoba.example/potvrdi-email?goal=a&amp;goalType=message',
    );
    expect(mail.subject).toBe('Willkommen bei unserem Newsletter – <img src=x onerror="alert(1)">');
  });
});
