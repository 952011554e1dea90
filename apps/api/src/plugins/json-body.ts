import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * JSON bodies, with two leniencies the original client relies on: an empty body with a JSON content type
 * (POST /api/objects/upload) is "no input", and malformed JSON is a 400 that says so, never a 500.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
      }
    });
  },
  { name: 'json-body' },
);
