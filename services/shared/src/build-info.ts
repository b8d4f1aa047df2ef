// Set by the services build (services/build/build-services.mjs defines FAST_TRACK_BUILT): the code runs from the
// JavaScript bundles in services/dist, as in the image, rather than from source under tsx.
declare const FAST_TRACK_BUILT: boolean | undefined;

/** True in services/dist's bundles, false when the TypeScript source runs (tsx, vitest). */
export const runsFromBuild: boolean = typeof FAST_TRACK_BUILT === 'boolean' && FAST_TRACK_BUILT;
