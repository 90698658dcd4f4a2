export { ReportPending, ReportScreen } from './report-screen';
