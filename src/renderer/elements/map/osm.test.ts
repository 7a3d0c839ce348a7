import { describe, expect, it } from "vitest";
import { osmBoundingBox, osmEmbedUrl } from "./osm.ts";

describe("osmBoundingBox", () => {
  it("centres the box on the point", () => {
    const [minLng, minLat, maxLng, maxLat] = osmBoundingBox({
      lat: 45.815,
      lng: 15.982,
      zoom: 15,
      height: 360,
    });
    expect((minLng + maxLng) / 2).toBeCloseTo(15.982, 5);
    expect((minLat + maxLat) / 2).toBeCloseTo(45.815, 5);
  });

  it("halves the span with each zoom level", () => {
    const at = (zoom: number) => {
      const [minLng, , maxLng] = osmBoundingBox({ lat: 0, lng: 0, zoom, height: 400 });
      return maxLng - minLng;
    };
    expect(at(14) / at(15)).toBeCloseTo(2, 3);
  });

  it("puts the marker and bbox into the embed URL", () => {
    const url = osmEmbedUrl({ lat: 43.5, lng: 16.44, zoom: 16, height: 300 });
    expect(url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(url).toContain("marker=43.5,16.44");
  });
});
