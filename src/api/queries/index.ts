export { firstItemOf, itemsOf, payloadOf, readable } from './answer';
export { askAssistant } from './chat';
export * from './content';
export { dashboardQuery, seedDashboardReads } from './dashboard';
export { cachedSelected, ensureAll, ensureSelected } from './ensure';
export * from './money';
export * from './people';
export * from './subscriptions';
