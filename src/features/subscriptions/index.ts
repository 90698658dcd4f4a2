export { PlanPending, PlanScreen } from './plan/plan-screen';
export { CancelScreen } from './status/cancel-screen';
export { UpdateScreen } from './status/update-screen';
export { SubscribePending, SubscribeScreen } from './subscribe/subscribe-screen';
