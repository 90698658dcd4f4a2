export { tomorrowIso } from './dashboard-logic';
export {
  type CategoryDetailsProps,
  type DashboardModals,
  DashboardPending,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard-screen';
export { loadDashboard } from './use-dashboard-data';
