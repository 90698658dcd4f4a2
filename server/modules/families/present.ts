import type { FamilyView, MemberView } from '../../repositories/families.ts';
import type { Schemas } from '../types.ts';

function presentMember(member: MemberView): Schemas['FamilyMember'] {
  return {
    _id: member.id,
    user: member.userId,
    email: member.email,
    role: member.role === 'admin' ? 'admin' : 'member',
    status: member.status === 'active' ? 'active' : 'pending',
    ...(member.name ? { name: member.name } : {}),
    ...(member.image ? { image: member.image } : {}),
  };
}

/** Whom the admin invited is the admin's business: a plain member sees the people who joined. */
export function visibleMembers(family: FamilyView, viewerId: string): Schemas['FamilyMember'][] {
  const members =
    family.adminId === viewerId
      ? family.members
      : family.members.filter((member) => member.status === 'active');
  return members.map(presentMember);
}

/** The voucher is the admin's to share: nobody else sees it. */
export function presentFamily(family: FamilyView, viewerId: string): Schemas['Family'] {
  const isAdmin = family.adminId === viewerId;
  return {
    _id: family.id,
    name: family.name,
    user: family.adminId,
    ...(isAdmin ? { voucher: family.voucher } : {}),
    members: visibleMembers(family, viewerId),
    createdAt: family.createdAt.toISOString(),
    updatedAt: family.updatedAt.toISOString(),
  };
}
