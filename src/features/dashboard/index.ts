export {
  type CategoryDetailsProps,
  type DashboardChatProps,
  type DashboardModals,
  DashboardPending,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard-screen';
export { tomorrowIso } from './tomorrow';
export { loadDashboard } from './use-dashboard-data';
