// A route's loader stays in the entry chunk (the code splitter moves only its components): the route
// imports its loader from here, never from the feature's index, which would pull every screen in.

export { loadDashboard } from './dashboard-queries';
export { tomorrowIso } from './tomorrow';
