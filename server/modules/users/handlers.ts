import type { Handlers } from '../types.ts';
import { accountHandlers } from './account.ts';
import { plannerHandlers } from './planners.ts';
import { profileHandlers } from './profile.ts';
import { sessionHandlers } from './session.ts';
import { socialHandlers } from './social.ts';

export const usersHandlers: Handlers = {
  ...sessionHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...socialHandlers,
  ...plannerHandlers,
};
