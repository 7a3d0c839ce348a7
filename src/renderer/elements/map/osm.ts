// Width in CSS pixels the embedded map is drawn for; the bbox keeps the zoom level there.
const frameWidth = 1000;
const tileSize = 256;

/**
 * The bounding box (minLng, minLat, maxLng, maxLat) that shows a point at a slippy-map zoom
 * level in a frame of the given height, for the OpenStreetMap embed.
 */
export function osmBoundingBox({
  lat,
  lng,
  zoom,
  height,
}: {
  lat: number;
  lng: number;
  zoom: number;
  height: number;
}): [number, number, number, number] {
  const degreesPerPixel = 360 / (tileSize * 2 ** zoom);
  const halfLng = (frameWidth / 2) * degreesPerPixel;
  const halfLat = (height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [
    round(Math.max(-180, lng - halfLng)),
    round(Math.max(-90, lat - halfLat)),
    round(Math.min(180, lng + halfLng)),
    round(Math.min(90, lat + halfLat)),
  ];
}

export function osmEmbedUrl(place: { lat: number; lng: number; zoom: number; height: number }) {
  const bbox = osmBoundingBox(place).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${place.lat},${place.lng}`;
}

export function osmLinkUrl({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
