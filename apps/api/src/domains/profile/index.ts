/** The owner's profile, and its reads for the site's other parts (cards, mails, JSON Resume). */
export { profileRouter } from './profile-router';
export { findProfile, saveProfile, PROFILE_ID } from './profile-repository';
export { readProfile } from './get-profile';
