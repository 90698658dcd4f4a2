import type { FamilyMember, User } from '@/api/gen/model';

/**
 * Family mode (spec 2 §6): the person belongs to a family, so the money screens read every active
 * member's rows (`family=true`, decision 330) and show the member filter and column. The same test
 * as the transactions screen's member filter and the report's scope.
 */
export const inFamily = (user: User | null | undefined): boolean => (user?.family?.members?.length ?? 0) > 0;

/**
 * The family's main user: its admin, or the person when there is no family (spec 1 §roles: 'A planner
 * with a family uses the family admin as main user'). A planner's member filter starts on them.
 */
export function mainUserId(user: User): string {
  const admin = user.family?.members?.find((member) => member.role === 'admin' && member.status === 'active');
  return admin?.user ?? user._id;
}

export interface WalletOwner {
  firstName: string;
  fullName: string;
  image?: string | undefined;
}

/**
 * Whose each family member's wallet is (GET /payments lists the family's): by user id, the first
 * name and avatar of every member but the caller.
 */
export function walletOwners(
  members: readonly FamilyMember[] | undefined,
  userId: string,
): Map<string, WalletOwner> {
  const owners = new Map<string, WalletOwner>();
  for (const member of members ?? []) {
    if (!member.user || member.user === userId) continue;
    const fullName = member.name ?? member.email;
    owners.set(member.user, {
      firstName: fullName.split(/\s+/)[0] ?? fullName,
      fullName,
      image: member.image,
    });
  }
  return owners;
}
