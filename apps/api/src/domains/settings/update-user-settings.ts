import { userSettingsInputSchema, userSettingsSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { saveUserSettings } from './settings-repository';

/** Saves all three settings at once; an empty display name is stored as absent (docs/spec.md §5). */
export const updateUserSettings = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/user-settings', tags: ['settings'], summary: 'Save your settings' } })
  .input(userSettingsInputSchema)
  .output(userSettingsSchema)
  .mutation(({ ctx, input }) => saveUserSettings(ctx.db, ctx.caller.userId, input));
