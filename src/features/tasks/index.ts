export { TasksPending, TasksScreen } from './tasks-screen';
