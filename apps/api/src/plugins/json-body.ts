import type { FastifyBodyParser } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { exceedsJsonDepth, tooDeeplyNested } from '../lib/json-depth';

/**
 * The largest JSON body taken: several times the largest input a form can make (a profile at its text limits,
 * escaped), and small enough that parsing and validating any body of this size stays cheap.
 */
export const JSON_BODY_LIMIT = 262_144;

/**
 * JSON bodies through Fastify's own parser (secure-json-parse: `__proto__` and `constructor.prototype` keys
 * are refused), with three additions: an empty body with a JSON content type (POST /api/objects/upload) is
 * "no input"; nesting deeper than MAX_JSON_DEPTH is a 400 found by a linear scan before any parsing, so no
 * body can make the parser or a validator recurse for long; and malformed JSON is a 400 that says so.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const defaultParser = app.getDefaultJsonParser('error', 'error') as FastifyBodyParser<string>;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      (req, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        if (exceedsJsonDepth(text)) {
          done(tooDeeplyNested(), undefined);
          return;
        }
        void defaultParser.call(app, req, text, (error: Error | null, parsed?: unknown) => {
          if (error) done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
          else done(null, parsed);
        });
      },
    );
  },
  { name: 'json-body' },
);
