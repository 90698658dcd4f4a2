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
  /** 'SAIR' only on one's own row, and never for the admin. */
  canLeave: (member: FamilyMember) => boolean;
}

/** Spec 3, section 6: what the family admin, a member, a planner and someone without family see. */
export function familyRoles(family: Family | undefined, me: string, isPlanner: boolean): FamilyRoles {
  const isAdmin = family?.user === me;
  return {
    isAdmin,
    showCreate: !family && !isPlanner,
    showJoin: !family,
    showInvite: isAdmin,
    canRemove: (member) => isAdmin && member.user !== me && member.role !== 'admin',
    canLeave: (member) => !isAdmin && member.user === me && member.role !== 'admin',
  };
}
