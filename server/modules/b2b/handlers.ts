import { ownerOnly } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { Answer, Handlers } from '../types.ts';

export const b2bHandlers: Handlers = {
  /** A company's single-use activation token makes the caller a company-sponsored user. */
  async activateCompanyPlan(request): Promise<Answer<'activateCompanyPlan', 200>> {
    const app = request.server;
    // Whose plan pays, and whether the person can log out, is the person's own choice (audit R).
    const { userId } = ownerOnly(request, 'errors.companyPlanOwnOnly');
    const code = await app.repos.codes.consume('company', request.body.activationToken.trim());
    if (!code?.companyId) throw fail(400, 'errors.invalidCompanyToken');
    const companyId = code.companyId;
    await app.repos.transaction(async (repos) => {
      await repos.users.update(userId, { companyId });
      await repos.subscriptions.grant(userId, 'otto-company');
    });
    return { message: t('messages.companyPlanActivated') };
  },
};
