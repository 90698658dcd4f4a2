import { caller } from '../../auth/bearer.ts';
import { t } from '../../i18n.ts';
import type { Answer, Handlers } from '../types.ts';
import { goodsBalance } from './present.ts';
import { saveOnboarding } from './save.ts';

export const onboardingHandlers: Handlers = {
  async saveOnboarding(request, reply): Promise<Answer<'saveOnboarding', 201>> {
    const data = await saveOnboarding(request, request.body);
    reply.status(201);
    return { data, message: t('onboarding.saved') };
  },

  async listGoods(request): Promise<Answer<'listGoods', 200>> {
    const rows = await request.server.repos.onboardings.listGoods(caller(request).userId);
    return { data: goodsBalance(rows) };
  },
};
