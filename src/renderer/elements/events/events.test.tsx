import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Event } from "#generated/types.ts";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { elementRegistry } from "../../registry.ts";
import { RenderTree } from "../../render-tree.tsx";

const render = (nodes: Parameters<typeof RenderTree>[0]["nodes"], data?: Record<string, unknown>) =>
  renderToString(
    <LanguageProvider language="en">
      <MemoryRouter>
        <RenderTree isDev={false} registry={elementRegistry} nodes={nodes} data={data} />
      </MemoryRouter>
    </LanguageProvider>,
  );

const tasting: Event = {
  id: 4,
  title: "Wine tasting",
  slug: "wine-tasting",
  description: "<p>Six wines</p>",
  place: "The cellar",
  // 19:00 to 22:00 in Zagreb (CET)
  startEvent: "2026-12-05T18:00:00.000Z",
  endEvent: "2026-12-05T21:00:00.000Z",
  capacity: 20,
  eventAttendees: 4,
  seatsLeft: 16,
  cover: null,
  isPublished: true,
  acceptsSignups: false,
  languages: ["eng", "hrv"],
};

describe("events element", () => {
  it("draws each event's card with its Zagreb time, place and page in the page's language", () => {
    const html = render([{ id: "ev", type: "events", props: { title: "Upcoming" } }], {
      ev: { items: [tasting] },
    });
    expect(html).toContain(">Upcoming</h2>");
    expect(html).toContain('href="/en/event/4"');
    expect(html).toMatch(/<h3 class="card__title">/);
    expect(html).toMatch(/19:00.{1,5}22:00/);
    expect(html).toContain("The cellar");
  });

  it("shows placeholders without data and nothing for an empty list", () => {
    const dummy = render([{ id: "ev", type: "events", props: { limit: 2 } }]);
    expect(dummy.match(/card__image--empty/g)).toHaveLength(2);
    expect(render([{ id: "ev", type: "events", props: {} }], { ev: { items: [] } })).toBe("");
  });
});
