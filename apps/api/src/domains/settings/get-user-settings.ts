import { DEFAULT_USER_SETTINGS, userSettingsSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { findUserSettings } from './settings-repository';

/** The caller's settings; SPEC's defaults until the first save, so the page never has to special-case "none". */
export const getUserSettings = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/user-settings', tags: ['settings'], summary: 'Get your settings' } })
  .input(z.void())
  .output(userSettingsSchema)
  .query(async ({ ctx }) => (await findUserSettings(ctx.db, ctx.caller.userId)) ?? DEFAULT_USER_SETTINGS);
