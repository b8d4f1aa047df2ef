import { describe, expect, it } from 'vitest';
import { trackIds } from '@fast-track/shared/tracks';
import { localeResources } from './i18n-test-resources.ts';
import { LANGUAGES } from './languages.ts';

type Track = { name: string; text: string; text2: string; text3?: string };
const tracksOf = (lng: (typeof LANGUAGES)[number]): Record<string, Track> => (localeResources(lng) as { tracks: Record<string, Track> }).tracks;

/** The name as it stands inside a sentence: 'Parcours MBA' reads 'parcours MBA' mid-sentence. */
const mentions = (text: string, name: string) => text.includes(name) || text.includes(name.charAt(0).toLowerCase() + name.slice(1));

// Issue 23: German said 'Beratung' on the chip and 'Consulting-Track' in the panel. One term per track per language.
describe('one name per track in each language', () => {
  for (const lng of LANGUAGES) {
    const tracks = tracksOf(lng);
    for (const id of trackIds) {
      it(`${lng} ${id}: the track's texts use its name, not the English one`, () => {
        const track = tracks[id]!;
        expect(mentions(track.text, track.name), track.text).toBe(true);
        // The welcome may inflect a leading word ('na ścieżce MBA' for 'Ścieżka MBA'): its last word must stand.
        expect(mentions(track.text2, track.name) || track.text2.includes(track.name.split(' ').at(-1)!), track.text2).toBe(true);
        if (track.name !== id) {
          for (const text of [track.text, track.text2, track.text3 ?? '']) expect(text).not.toContain(id);
        }
      });
    }
  }
});
