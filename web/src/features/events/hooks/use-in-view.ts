// The hook lives in lib (the university picker on the home page loads by it too); kept here for the events screens.
export { useInView } from '../../../lib/use-in-view.ts';
