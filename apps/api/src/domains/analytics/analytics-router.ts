import { router } from '../../trpc/procedures';
import { getActivityInsights } from './get-activity-insights';
import { getActivityRealtime } from './get-activity-realtime';
import { getActivityStats } from './get-activity-stats';
import { listActivityLogs } from './list-activity-logs';
import { recordActivity } from './record-activity';
import { sendWeeklyReport } from './send-weekly-report';

export const analyticsRouter = router({
  recordActivity,
  getActivityStats,
  getActivityInsights,
  getActivityRealtime,
  listActivityLogs,
  sendWeeklyReport,
});
