import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { idSchema, timestampSchema } from './common';

export const authUserSchema = z.object({
  id: idSchema,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenScopeSchema = z.enum(['read', 'write']);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

export const tokenInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(TEXT_LIMITS.tokenName),
  scope: tokenScopeSchema,
});
export type TokenInput = z.input<typeof tokenInputSchema>;

export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  scope: tokenScopeSchema,
  /** The first characters of the token, so the owner can tell tokens apart. */
  prefix: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Answered once, at creation: the only time the secret is shown. */
export const createdTokenSchema = accessTokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;
