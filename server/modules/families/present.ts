import type { FamilyView, MemberView } from '../../repositories/families.ts';
import type { Schemas } from '../types.ts';

export function presentMember(member: MemberView): Schemas['FamilyMember'] {
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

/** The voucher is the admin's to share: nobody else sees it. */
export function presentFamily(family: FamilyView, viewerId: string): Schemas['Family'] {
  return {
    _id: family.id,
    name: family.name,
    user: family.adminId,
    ...(family.adminId === viewerId ? { voucher: family.voucher } : {}),
    members: family.members.map(presentMember),
    createdAt: family.createdAt.toISOString(),
    updatedAt: family.updatedAt.toISOString(),
  };
}
