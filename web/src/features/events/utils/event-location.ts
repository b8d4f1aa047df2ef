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

// Map links and previews are shared with the host's editor: web/src/lib/map-preview.ts.
export { mapLink, mapPreview, type MapPreview } from '../../../lib/map-preview.ts';
