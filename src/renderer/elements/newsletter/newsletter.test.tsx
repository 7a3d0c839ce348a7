import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { Newsletter } from "./newsletter.tsx";

const props = {
  title: "Novosti <b>iz konobe</b>",
  text: "Jednom mjesečno.",
  buttonLabel: "Prijavi se",
  successMessage: "Hvala!",
};
type Data = Parameters<typeof Newsletter>[0]["data"];
const element = (data: Data) => (
  <Newsletter
    id="nl"
    props={props}
    mobileProps={{}}
    slots={{}}
    data={data}
    isPriority={false}
    isFirstHero={false}
  />
);
const consents = [
  { id: "newsletter", label: "Želim primati obavijesti.", isRequired: true },
  { id: "events", label: "Pozivi na <script>događanja</script>", isRequired: false },
];

/** The element on a page of the site's data router (a fetcher's form), in Croatian. */
function onSite(data: Data) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element(data) }]);
  return renderToString(
    <LanguageProvider language="hr">
      <Stub initialEntries={["/"]} />
    </LanguageProvider>,
  );
}

describe("the newsletter element (issue 21)", () => {
  it("draws the e-mail field and the assignment's consents, required ones starred, posting to /newsletter", () => {
    const html = onSite({ consents });
    expect(html).toContain("Novosti &lt;b&gt;iz konobe&lt;/b&gt;");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/newsletter"');
    expect(html).toContain('name="intent" value="subscribe"');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html.match(/name="consents"/g)).toHaveLength(2);
    const checks = html.match(/<input type="checkbox"[^>]*>/g) ?? [];
    expect(checks.find((check) => check.includes('value="newsletter"'))).toContain("required");
    expect(checks.find((check) => check.includes('value="events"'))).not.toContain("required");
    // a required consent is starred (spec 5)
    expect(html).toMatch(/Želim primati obavijesti\.<span class="account-required"/);
    expect(html).toContain("Pozivi na &lt;script&gt;događanja&lt;/script&gt;");
    expect(html).not.toContain("<script>događanja");
    expect(html).not.toMatch(/događanja&lt;\/script&gt;<span class="account-required"/);
  });

  it("says consentsNotFetched and cannot be sent when the consents could not be fetched", () => {
    const html = onSite({ consents: null });
    expect(html).toContain("Privole se trenutačno ne mogu učitati");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).not.toContain('name="consents"');
  });

  it("is drawn inert outside the site's data router (the builder's canvas)", () => {
    const html = renderToString(
      <LanguageProvider language="hr">
        <MemoryRouter>{element({ consents })}</MemoryRouter>
      </LanguageProvider>,
    );
    expect(html).not.toContain("<form");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*disabled=""/);
  });
});
