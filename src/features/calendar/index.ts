export { CalendarPending, CalendarScreen, type CalendarScreenProps } from './calendar-screen';
