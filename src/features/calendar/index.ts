export { CalendarScreen } from './calendar-screen';
