import type { Family, FamilyMember } from '@/api/gen/model';

export interface FamilyRoles {
  isAdmin: boolean;
  /** Hidden once the person has a family, and always for planners. */
  showCreate: boolean;
  /** Only while the person has no family. */
  showJoin: boolean;
  /** Admin only. */
  showInvite: boolean;
  /** The admin removes anyone but themself. */
  canRemove: (member: FamilyMember) => boolean;
  /** 'SAIR' only on one's own row, never for the admin, and not to a planner acting for the member. */
  canLeave: (member: FamilyMember) => boolean;
}

/**
 * Who looks at the screen: the person themself, a planner in their own account, or a planner acting
 * for a client, for whom neither creating, joining nor leaving is offered: the server refuses them,
 * since joining and leaving decide who sees the client's money (audit F4, decision 109).
 */
export type FamilyViewer = 'person' | 'planner' | 'planner-for-client';

export function familyViewer(isPlanner: boolean, actsForAnother: boolean): FamilyViewer {
  if (actsForAnother) return 'planner-for-client';
  return isPlanner ? 'planner' : 'person';
}

/** Spec 3, section 6: what the family admin, a member, a planner and someone without family see. */
export function familyRoles(family: Family | undefined, me: string, viewer: FamilyViewer): FamilyRoles {
  const isAdmin = family?.user === me;
  return {
    isAdmin,
    showCreate: !family && viewer === 'person',
    showJoin: !family && viewer !== 'planner-for-client',
    showInvite: isAdmin,
    canRemove: (member) => isAdmin && member.user !== me && member.role !== 'admin',
    canLeave: (member) =>
      !isAdmin && member.user === me && member.role !== 'admin' && viewer !== 'planner-for-client',
  };
}
