/** The signed-in state as procedures: who is calling. Sign-in itself is the src/auth subsystem. */
export { authRouter } from './auth-router';
