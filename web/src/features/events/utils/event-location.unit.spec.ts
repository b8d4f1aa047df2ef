import { describe, expect, it } from 'vitest';
import { mapLink, mapPreview, parseCompany, parseLocation } from './event-location.ts';

describe('parseLocation', () => {
  it('reads the JSON text, also numeric strings', () => {
    expect(parseLocation('{"label":"1 Canada Square, London","lat":"51.5049","lng":-0.0195,"placeId":""}')).toEqual({
      label: '1 Canada Square, London',
      lat: 51.5049,
      lng: -0.0195,
      placeId: '',
    });
  });

  it('survives empty, broken and non-object text', () => {
    expect(parseLocation('')).toEqual({ label: '', placeId: '' });
    expect(parseLocation('{nope')).toEqual({ label: '', placeId: '' });
    expect(parseLocation('[1,2]')).toEqual({ label: '', placeId: '' });
    expect(parseLocation(null)).toEqual({ label: '', placeId: '' });
  });

  it('drops coordinates that are missing, blank or out of range', () => {
    expect(parseLocation('{"label":"X","lat":"","lng":2}').lat).toBeUndefined();
    expect(parseLocation('{"label":"X","lat":95,"lng":2}').lat).toBeUndefined();
  });
});

describe('parseCompany', () => {
  it('reads title and logo, defaulting to empty strings', () => {
    expect(parseCompany('{"title":"Northbridge Capital","img":"/images/companies/northbridge-capital.svg"}')).toEqual({
      title: 'Northbridge Capital',
      img: '/images/companies/northbridge-capital.svg',
    });
    expect(parseCompany('not json')).toEqual({ title: '', img: '' });
  });
});

describe('map links and previews', () => {
  const withCoords = parseLocation('{"label":"Canary Wharf","lat":51.5,"lng":-0.02}');
  const withPlace = parseLocation('{"label":"Tour Eiffel, Paris","placeId":"ChIJLU7jZClu5kcR4PcOOO6p3I0"}');
  const bare = parseLocation('{"label":"Somewhere"}');

  it('links coordinates to OpenStreetMap', () => {
    expect(mapLink(withCoords)).toBe('https://www.openstreetmap.org/?mlat=51.5&mlon=-0.02#map=16/51.5/-0.02');
  });

  it('links a place id to a Google Maps search with the label', () => {
    expect(mapLink(withPlace)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Tour+Eiffel%2C+Paris&query_place_id=ChIJLU7jZClu5kcR4PcOOO6p3I0',
    );
  });

  it('embeds a map with a marker for coordinates, a link card for a place id, nothing otherwise', () => {
    const embed = mapPreview(withCoords);
    expect(embed.kind).toBe('embed');
    expect(embed.kind === 'embed' && embed.src).toContain('marker=51.5,-0.02');
    expect(mapPreview(withPlace).kind).toBe('place');
    expect(mapPreview(bare)).toEqual({ kind: 'none' });
    expect(mapLink(bare)).toBeNull();
  });
});
