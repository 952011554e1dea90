import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse } from './error-response';
import { AppError } from './lib/errors';

describe('errorResponse', () => {
  it('answers an AppError with its status, code, message and issues', () => {
    expect(errorResponse(AppError.invalidField('email', 'Invalid email'))).toEqual({
      status: 400,
      body: {
        message: 'email: Invalid email',
        code: 'BAD_REQUEST',
        issues: [{ path: 'email', message: 'Invalid email' }],
      },
    });
    expect(errorResponse(AppError.notFound('Project'))).toEqual({
      status: 404,
      body: { message: 'Project not found', code: 'NOT_FOUND' },
    });
  });

  it('names every invalid field, wherever the validation failed (tRPC wraps zod errors)', () => {
    // zod speaks docs/spec.md §5's generic messages here as in the whole app (@folio/contracts configures it).
    const parsed = z.object({ name: z.string(), tags: z.array(z.string()) }).safeParse({ tags: ['a', 2] });
    const expected = {
      status: 400,
      body: {
        message: 'name: Required',
        code: 'BAD_REQUEST',
        issues: [
          { path: 'name', message: 'Required' },
          { path: 'tags.1', message: 'Invalid input' },
        ],
      },
    };
    expect(errorResponse(parsed.error)).toEqual(expected);
    expect(errorResponse(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }))).toEqual(expected);
  });

  it('turns a database outage into a 503 scripts can retry', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorResponse(refused)).toEqual({
      status: 503,
      body: { message: 'The database is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it("keeps the framework's own 4xx with our code, and hides everything else as a 500", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(errorResponse(tooLarge)).toEqual({
      status: 413,
      body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(
      errorResponse(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Missing content-type header' })),
    ).toEqual({
      status: 415,
      body: {
        message: 'The request body must be JSON (Content-Type: application/json)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    });
    for (const bug of [
      new Error('secret detail'),
      new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'secret' }),
      'thrown string',
    ]) {
      expect(errorResponse(bug)).toEqual({
        status: 500,
        body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' },
      });
    }
  });
});
