import type { TFunction } from 'i18next';
import type { TextGroup } from '../../../lib/text-groups.ts';

/**
 * A key group as one object (t with returnObjects), typed by its shape in types.ts: for the structured words (cards,
 * FAQ items, a table's rows). The group must be loaded (withTexts on the route or the widget's lazy import).
 */
export const groupTexts = <T>(t: TFunction, group: TextGroup): T => t(group, { returnObjects: true }) as unknown as T;
