/** The owner's settings. */
export { settingsRouter } from './settings-router';
