export { firstItemOf, itemsOf, payloadOf, readable } from './answer';
export * from './content';
export { dashboardQuery, seedDashboardReads } from './dashboard';
export { ensureAll } from './ensure';
export * from './money';
export * from './people';
export * from './subscriptions';
