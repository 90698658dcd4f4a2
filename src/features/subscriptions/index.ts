export { PlanPending, PlanScreen } from './plan/plan-screen';
