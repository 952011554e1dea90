/** The analytics domain as other parts of the API see it: its router, its HTTP routes and the aggregate rebuild. */
export { analyticsRouter } from './analytics-router';
export { analyticsPlugin, BEACON_RATE_LIMIT } from './analytics-plugin';
export { recountAggregates } from './recount-aggregates';
