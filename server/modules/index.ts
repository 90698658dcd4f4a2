import type { RouteHandler } from '../types.ts';
import { b2bHandlers } from './b2b/handlers.ts';
import { bankAccessesHandlers } from './bankaccesses/handlers.ts';
import { budgetsHandlers } from './budgets/handlers.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { educationalHandlers } from './educational/handlers.ts';
import { expertsHandlers } from './experts/handlers.ts';
import { familiesHandlers } from './families/handlers.ts';
import { healthHandlers } from './health/handlers.ts';
import { moneyHandlers } from './money/handlers.ts';
import { objectivesHandlers } from './objectives/handlers.ts';
import { onboardingHandlers } from './onboarding/handlers.ts';
import { postalCodesHandlers } from './postalcodes/handlers.ts';
import { productsHandlers } from './products/handlers.ts';
import { profilesHandlers } from './profiles/handlers.ts';
import { promotionalCodesHandlers } from './promotionalcodes/handlers.ts';
import { subscriptionsHandlers } from './subscriptions/handlers.ts';
import { tasksHandlers } from './tasks/handlers.ts';
import { userconfigsHandlers } from './userconfigs/handlers.ts';
import { usersHandlers } from './users/handlers.ts';

/** Every implemented operation, by operationId; the rest of the contract answers 501. */
export const handlers = {
  ...healthHandlers,
  ...usersHandlers,
  ...familiesHandlers,
  ...b2bHandlers,
  ...moneyHandlers,
  ...bankAccessesHandlers,
  ...budgetsHandlers,
  ...dashboardHandlers,
  ...objectivesHandlers,
  ...educationalHandlers,
  ...productsHandlers,
  ...expertsHandlers,
  ...tasksHandlers,
  ...userconfigsHandlers,
  ...profilesHandlers,
  ...onboardingHandlers,
  ...subscriptionsHandlers,
  ...promotionalCodesHandlers,
  ...postalCodesHandlers,
} as Record<string, RouteHandler>;
