import { z } from './zod-config';
import { includeOwnerSchema } from './analytics';
import { timestampSchema } from './common';

/** One scheduled backup kept by the server (DATA_DIR/backups or `backups/` in the bucket). */
export const storedBackupSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: timestampSchema,
  /** Where the owner downloads it (a session is needed: archives hold every secret of the site). */
  downloadUrl: z.string(),
});
export type StoredBackup = z.infer<typeof storedBackupSchema>;

/** GET /api/backups: the schedule and the backups it has kept, newest first. */
export const backupsListSchema = z.object({
  /** BACKUP_SCHEDULE, or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  keep: z.number().int(),
  backups: z.array(storedBackupSchema),
});
export type BackupsList = z.infer<typeof backupsListSchema>;

/** A UTC day as YYYY-MM-DD that exists in the calendar. */
const daySchema = z.iso.date('Must be a date as YYYY-MM-DD');

/**
 * GET /api/activity-logs.csv: page views from `from` through `to` (UTC days, both included, both optional); the
 * owner's own views only with `includeOwner=true`, as every other figure.
 */
export const activityLogsCsvQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional(), includeOwner: includeOwnerSchema })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'Must not be before from',
  })
  .transform((query) => ({ ...query, includeOwner: query.includeOwner ?? false }));
export type ActivityLogsCsvQuery = z.infer<typeof activityLogsCsvQuerySchema>;
