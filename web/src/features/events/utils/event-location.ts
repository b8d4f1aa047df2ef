import { numberField, parseJsonObject, stringField } from '../../../lib/json-text.ts';

export interface EventLocation {
  label: string;
  lat?: number;
  lng?: number;
  placeId: string;
}

export interface EventCompany {
  title: string;
  img: string;
}

export function parseLocation(text: unknown): EventLocation {
  const obj = parseJsonObject(text);
  const lat = numberField(obj, 'lat');
  const lng = numberField(obj, 'lng');
  const location: EventLocation = { label: stringField(obj, 'label'), placeId: stringField(obj, 'placeId') };
  if (lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    location.lat = lat;
    location.lng = lng;
  }
  return location;
}

export function parseCompany(text: unknown): EventCompany {
  const obj = parseJsonObject(text);
  return { title: stringField(obj, 'title'), img: stringField(obj, 'img') };
}

/** A link that opens the place on a map, or null when there is nothing to point at. */
export function mapLink(location: EventLocation): string | null {
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
export function mapPreview(location: EventLocation): MapPreview {
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
