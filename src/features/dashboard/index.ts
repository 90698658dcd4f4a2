export { type CategoryDetailsProps, type DashboardModals, DashboardScreen } from './dashboard-screen';
