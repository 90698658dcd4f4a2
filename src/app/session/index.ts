export {
  actsForAnother,
  loadSessionUser,
  useActsForAnother,
  useCurrentUser,
  useSession,
} from './current-user';
export { revokeTokens } from './revoke';
export { CURRENCIES, DEFAULT_CURRENCY, type PlannerLogin } from './session-storage';
export {
  clientAccessEndedHere,
  endSession,
  getSessionSnapshot,
  getToken,
  type LogoutReason,
  onLogout,
  rememberPlannerLogin,
  replaceSessionWithToken,
  setCurrency,
  startSession,
} from './session-store';
