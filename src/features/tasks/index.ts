export { TasksScreen } from './tasks-screen';
