/** Personal access tokens. */
export { tokensRouter } from './tokens-router';
