export { loadDashboard } from './dashboard-queries';
export {
  type CategoryDetailsProps,
  type DashboardChatProps,
  type DashboardModals,
  DashboardPending,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard-screen';
export { tomorrowIso } from './tomorrow';
