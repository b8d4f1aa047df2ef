/**
 * Who may act for a company. Host accounts arrive with the Employer Hub, which will answer this from its
 * membership table; the participation routes depend only on this port.
 */
export interface HostMembership {
  isHostMember(userId: string, companyId: string): Promise<boolean>;
}

/** Until the Employer Hub exists there are only students, and no student belongs to a company. */
export const noHostMembers: HostMembership = {
  isHostMember: () => Promise.resolve(false),
};
