/** A place as a map needs it: coordinates (both, in range) or a map place id (Google's), and a label. */
export interface MapPlace {
  label: string;
  lat?: number;
  lng?: number;
  placeId: string;
}

/** A link that opens the place on a map, or null when there is nothing to point at. */
export function mapLink(location: MapPlace): string | null {
  if (location.lat !== undefined && location.lng !== undefined) {
    return `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=16/${location.lat}/${location.lng}`;
  }
  if (location.placeId) {
    const params = new URLSearchParams({ api: '1', query: location.label || location.placeId, query_place_id: location.placeId });
    return `https://www.google.com/maps/search/?${params.toString()}`;
  }
  return null;
}

export type MapPreview =
  | { kind: 'embed'; src: string; href: string }
  | { kind: 'place'; href: string }
  | { kind: 'none' };

/** Spec §5: a preview needs numeric lat and lng (embedded map) or a placeId (link card); otherwise none. */
export function mapPreview(location: MapPlace): MapPreview {
  const href = mapLink(location);
  if (location.lat !== undefined && location.lng !== undefined && href) {
    const { lat, lng } = location;
    const bbox = [lng - 0.008, lat - 0.004, lng + 0.008, lat + 0.004].map((n) => n.toFixed(5)).join(',');
    const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
    return { kind: 'embed', src, href };
  }
  if (location.placeId && href) return { kind: 'place', href };
  return { kind: 'none' };
}
