export { ExpertsPending, ExpertsScreen } from './experts-screen';
export { abbreviateLikes } from './likes';
