/** The analytics domain as other parts of the API see it: its router, its HTTP routes and the aggregate rebuild. */
export { analyticsRouter } from './analytics-router';
export { analyticsPlugin } from './analytics-plugin';
export { weeklyReportPlugin } from './weekly-report-plugin';
export { BEACON_RATE_LIMIT } from './beacon-rate-limit';
export { recountAggregates } from './recount-aggregates';
