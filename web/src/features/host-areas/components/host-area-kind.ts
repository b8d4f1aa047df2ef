import { visibilityChoices } from '../../../components/ui/visibility-field.tsx';

/** The two host kinds with an area of their own besides companies (issue 13). */
export type HostAreaKind = 'career_center' | 'student_organisation';

/** Who a host of this kind may keep its events and jobs to (the first is its default). */
export const visibilityChoicesOf = (kind: HostAreaKind): readonly string[] => visibilityChoices(kind);
