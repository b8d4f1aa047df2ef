import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { TalentPoolDeps } from './talent-pool.routes.ts';
import { profileViewDecider, shortListDecider, talentProfileDecider, targetSchoolsDecider, type ShortListCommand, type TargetSchoolCommand } from './talent.decider.ts';
import { profileViewsStreamId, shortListStreamId, talentProfileStreamId, targetSchoolsStreamId, type TalentVisibility } from './talent.ts';

/** Every write of the talent pool goes through here to its decider; the inline projections follow in the same transaction. */
export function talentPoolService(deps: TalentPoolDeps) {
  const options = (actor: string) => ({ projections: deps.projections, metadata: { actor } });
  const nowIso = () => new Date(deps.now()).toISOString();
  return {
    runList: (command: ShortListCommand, actor: string) => handleCommand(deps.db, shortListStreamId(command.data.listId), shortListDecider, command, options(actor)),
    runSchools: (command: TargetSchoolCommand, actor: string) =>
      handleCommand(deps.db, targetSchoolsStreamId(command.data.companyId), targetSchoolsDecider, command, options(actor)),
    /** The student's own visibility and skills; only the stream's last event decides. */
    setTalentProfile: (studentId: string, visibility: TalentVisibility, skills: string[]) =>
      handleCommand(deps.db, talentProfileStreamId(studentId), talentProfileDecider, { type: 'SetTalentProfile', data: { studentId, visibility, skills, now: nowIso() } }, {
        ...options(studentId),
        tail: 1,
      }),
    /** A company opened a student's profile; the last view comes from the inline read table of this same stream. */
    recordProfileView: (studentId: string, companyId: string, actor: string) => {
      const lastView = async (tx: Db) => {
        const found = await tx.query<{ last_viewed_at: Date }>('SELECT last_viewed_at FROM profile_views WHERE student_id = $1 AND company_id = $2', [studentId, companyId]);
        return { companyId, lastViewedAt: found.rows[0]?.last_viewed_at.toISOString() ?? null };
      };
      return handleCommand(deps.db, profileViewsStreamId(studentId), profileViewDecider, { type: 'RecordProfileView', data: { studentId, companyId, now: nowIso() } }, {
        ...options(actor),
        initialState: lastView,
        tail: 1,
      });
    },
  };
}
