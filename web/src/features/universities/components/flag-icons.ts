import { BE, CH, DE, EE, ES, FI, FR, GB, GE, GR, HU, IE, IT, LI, LT, LU, LV, MD, MK, MT, NL, NO, PL, PT, RO, SE, SI, SK, TR } from 'country-flag-icons/react/3x2';

/**
 * The SVG flags of the 29 supported countries (country-flag-icons, MIT; ≈3 KB gz together). Named imports so the
 * build keeps only these 29 of its ~250; loaded as their own chunk when the picker first shows a flag.
 */
export const FLAGS = { BE, CH, DE, EE, ES, FI, FR, GB, GE, GR, HU, IE, IT, LI, LT, LU, LV, MD, MK, MT, NL, NO, PL, PT, RO, SE, SI, SK, TR };
export type FlagCode = keyof typeof FLAGS;
