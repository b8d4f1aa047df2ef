import type { Db } from '@fast-track/shared/db/db';
import type { ChipColor } from '../opportunity.ts';

/** The contract's Opportunity (spec §3): these four fields, and `link` for real ones (a job's or event's page). */
export interface OpportunityJson {
  trackId: string;
  imageUrl: string;
  title: string;
  chip: { color: ChipColor; text: string };
  link?: string;
}

interface Row {
  track_id: string;
  image_url: string;
  title: string;
  chip_color: ChipColor;
  chip_text: string;
}

/** Opportunities of the given tracks, oldest publication first (the demo writes them in the order to show). */
export async function opportunitiesForTracks(db: Db, trackIds: readonly string[]): Promise<OpportunityJson[]> {
  if (trackIds.length === 0) return [];
  const found = await db.query<Row>(
    `SELECT track_id, image_url, title, chip_color, chip_text FROM opportunities
     WHERE track_id = ANY($1::text[]) ORDER BY published_at, opportunity_id`,
    [[...trackIds]],
  );
  return found.rows.map((r) => ({ trackId: r.track_id, imageUrl: r.image_url, title: r.title, chip: { color: r.chip_color, text: r.chip_text } }));
}
