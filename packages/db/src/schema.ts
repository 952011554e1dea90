import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Category = 'business' | 'hobby';
export type FileVisibility = 'public' | 'private';
export type FilePurpose = 'file' | 'picture';

export type ProfileTable = {
  id: Generated<string>;
  name: string;
  title: string;
  bio: string;
  email: string | null;
  phone: string | null;
  /** Whether visitors are shown the phone; otherwise only the owner reads it. */
  isPhonePublic: ColumnType<boolean, boolean | undefined, boolean>;
  location: string | null;
  github: string | null;
  linkedin: string | null;
  twitter: string | null;
  imageUrl: string | null;
  /** Open to work: roles, from (YYYY-MM), where, remote, showOnHome; null when not looking. */
  availability: Json<AvailabilityJson> | null;
  updatedAt: Timestamp;
};

export type AvailabilityJson = {
  roles: string;
  from: string | null;
  where: string | null;
  remote: boolean;
  showOnHome: boolean;
};

export type ProjectsTable = {
  id: Generated<string>;
  title: string;
  description: string;
  category: Category;
  imageUrl: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  link: string | null;
  /** The owner's order, smallest first. */
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  /** Unique; made from the title when the project is added, and kept, so links to its page keep working. */
  slug: string;
  /** Markdown, as the owner wrote it ('' for none). */
  body: ColumnType<string, string | undefined, string>;
  /** Sanitised HTML and plain text, rendered from `body` when it is written. */
  bodyHtml: ColumnType<string, string | undefined, string>;
  bodyText: ColumnType<string, string | undefined, string>;
  updatedAt: Timestamp;
};

/** A project's gallery: uploaded pictures in the owner's order, each with its alt text. */
export type ProjectPicturesTable = {
  projectId: string;
  fileId: string;
  alt: string;
  position: number;
};

export type PostStatus = 'draft' | 'published';

export type PostsTable = {
  id: Generated<string>;
  /** Unique; made from the title, and kept once the post has been published. */
  slug: string;
  title: string;
  /** Markdown, as the owner wrote it. */
  body: string;
  /** Sanitised HTML and plain text, rendered from `body` when it is written. */
  bodyHtml: string;
  bodyText: string;
  summary: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  status: PostStatus;
  publishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  readingMinutes: number;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  /** Full-text search vector, computed by the database. */
  search: ColumnType<string, never, never>;
};

export type FilesTable = {
  id: Generated<string>;
  name: string;
  originalName: string;
  /** bigint: pg answers it as a string. */
  size: ColumnType<string, number, number>;
  mimeType: string;
  category: Category;
  objectPath: string;
  /** 'private' files are listed and downloadable by the owner only. */
  visibility: ColumnType<FileVisibility, FileVisibility | undefined, FileVisibility>;
  /** 'picture': one of the site's images (profile photo, project pictures), never listed as a file. */
  purpose: ColumnType<FilePurpose, FilePurpose | undefined, FilePurpose>;
  uploadedAt: CreatedAt;
};

export type PendingUploadsTable = {
  objectPath: string;
  createdAt: Timestamp;
};

export type EmploymentTable = {
  id: Generated<string>;
  company: string;
  position: string;
  industry: string | null;
  startDate: string;
  endDate: string | null;
  location: string | null;
  description: string | null;
  /** The owner's order, smallest first. */
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
};

export type ContactMessagesTable = {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
};

/** jsonb: pg answers it parsed; written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;

export type SkillGroupJson = { group: string; items: string[] };
export type CertificationJson = { name: string; issuer: string; year: string | null };
export type EducationJson = { degree: string; school: string; years: string | null; focus: string | null };
export type LanguageJson = { language: string; fluency: string | null };
export type AwardJson = { title: string; awarder: string | null; date: string | null; summary: string | null };

/** The single record of the Credentials page; id is always 'default'. */
export type CredentialsTable = {
  id: Generated<string>;
  skills: Json<SkillGroupJson[]>;
  certifications: Json<CertificationJson[]>;
  education: Json<EducationJson[]>;
  languages: Json<LanguageJson[]>;
  awards: Json<AwardJson[]>;
  resumeFileId: string | null;
  isPublic: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
};

/** How the generated résumé looks, and whether 'Download Resume' serves it or the uploaded file; id is always 1. */
export type ResumeSettingsTable = {
  id: number;
  source: ColumnType<'file' | 'generated', 'file' | 'generated' | undefined, 'file' | 'generated'>;
  template: ColumnType<'classic' | 'modern' | 'compact', 'classic' | 'modern' | 'compact' | undefined>;
  paper: ColumnType<'A4' | 'Letter', 'A4' | 'Letter' | undefined>;
  sections: Json<string[]>;
  photo: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
};

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Notification mails waiting to be sent (and a record of the ones sent or given up on). */
export type MailOutboxTable = {
  id: Generated<string>;
  toAddress: string;
  /** The visitor's one address. */
  replyTo: string | null;
  /** The visitor's name, sent as a display name only. */
  replyToName: string | null;
  subject: string;
  textBody: string;
  htmlBody: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  giveUpAt: Timestamp;
  lastError: string | null;
  createdAt: CreatedAt;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type UsersTable = {
  id: Generated<string>;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
};

export type ThemePreference = 'light' | 'dark' | 'system';
/** The languages the site speaks (packages/contracts' LANGUAGES). */
export type SiteLanguage = 'en' | 'de' | 'fr' | 'es' | 'ar';

export type UserSettingsTable = {
  id: Generated<string>;
  userId: string;
  displayName: string | null;
  themePreference: ColumnType<ThemePreference, ThemePreference | undefined, ThemePreference>;
  emailNotifications: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** The weekly analytics report; null = the default (on while mail is configured). */
  weeklyReport: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
};

export type ActivityLogsTable = {
  /** bigint identity: pg answers it as a string. */
  id: ColumnType<string, never, never>;
  userId: string | null;
  page: string;
  action: ColumnType<string, string | undefined, string>;
  metadata: ColumnType<unknown, string | null | undefined, string | null>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  referrerHost: string | null;
  deviceType: string | null;
  /** ISO 3166-1 alpha-2, looked up from the full address before it was truncated. */
  country: string | null;
};

/** A UTC day written as 'YYYY-MM-DD'; pg answers a date as a local-time Date, so read it with to_char. */
type Day = ColumnType<Date, string, string>;

/** Bytes (bytea); pg answers them as a Buffer. */
export type AnalyticsSaltsTable = {
  day: Day;
  salt: Buffer;
  createdAt: CreatedAt;
};

export type AnalyticsDailyVisitorsTable = {
  day: Day;
  isOwner: boolean;
  visitorHash: Buffer;
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lastPage: ColumnType<string, string | undefined, string>;
};

export type AnalyticsDailySourceVisitorsTable = { day: Day; isOwner: boolean; visitorHash: Buffer; sourceKey: string };

/** Counters; bigint, which pg answers as a string. */
type Counter = ColumnType<string, number | string | undefined, number | string>;

export type AnalyticsDailyTotalsTable = { day: Day; isOwner: boolean; views: Counter; visitors: Counter };
/** What a breakdown row is keyed by besides the day; see the analytics-ranges migration. */
export type AnalyticsDimension =
  'page' | 'referrer' | 'device' | 'country' | 'source' | 'outbound' | 'download' | 'contact';
export type AnalyticsDailyBreakdownsTable = {
  dimension: AnalyticsDimension;
  day: Day;
  isOwner: boolean;
  key: string;
  views: Counter;
  visitors: Counter;
};
/** One row per ISO week ('2026-W48') whose weekly report was queued. */
export type AnalyticsWeeklyReportsTable = { week: string; createdAt: CreatedAt };

export type SessionTable = {
  sid: string;
  sess: ColumnType<Record<string, unknown>, string, string>;
  expire: ColumnType<Date, Date | string, Date | string>;
};

export type AccessTokensTable = {
  id: Generated<string>;
  userId: string;
  name: string;
  scope: 'read' | 'write';
  tokenHash: string;
  prefix: string;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** One row (id 1): the owner password's argon2 hash, shared by every instance. */
export type OwnerPasswordTable = {
  id: ColumnType<number, number | undefined, never>;
  hash: string;
  updatedAt: Timestamp;
};

/** One row per running instance, refreshed every 30 s. */
export type InstanceHeartbeatsTable = {
  instanceId: string;
  host: string;
  dataDir: string;
  storageDriver: string;
  seenAt: Timestamp;
};

/** One row (id 1): settings of the site itself rather than of a user. */
export type SiteSettingsTable = {
  id: ColumnType<number, number | undefined, never>;
  contactChallenge: ColumnType<boolean, boolean | undefined, boolean>;
  name: ColumnType<string, string | undefined, string>;
  /** `#rrggbb`, lower case. */
  accentColor: ColumnType<string, string | undefined, string>;
  defaultColorScheme: ColumnType<ThemePreference, ThemePreference | undefined, ThemePreference>;
  /** A `purpose: 'picture'` file shown in the header and drawn into the icons; null shows the monogram. */
  logoFileId: string | null;
  /** The language of every text the site shows (`en`, `de`, `fr`, `es`, `ar`; a check constraint holds it). */
  language: ColumnType<SiteLanguage, SiteLanguage | undefined, SiteLanguage>;
  updatedAt: Timestamp;
};

/** The owner's confirmed authenticator-app secret; `lastUsedStep` (bigint, a string) keeps a code from being used twice. */
export type OwnerTotpTable = {
  userId: string;
  secret: string;
  lastUsedStep: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  enabledAt: Timestamp;
};

export type OwnerRecoveryCodesTable = {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
};

export type PasskeysTable = {
  id: Generated<string>;
  userId: string;
  /** base64url, as WebAuthn names it. */
  credentialId: string;
  publicKey: Buffer;
  /** bigint: pg answers it as a string. */
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type OwnerSignInDevicesTable = {
  userId: string;
  deviceKey: string;
  firstSeenAt: CreatedAt;
  lastSeenAt: Timestamp;
};

export type ContactChallengeSolutionsTable = {
  signature: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
};

export type Database = {
  siteSettings: SiteSettingsTable;
  ownerTotp: OwnerTotpTable;
  ownerRecoveryCodes: OwnerRecoveryCodesTable;
  passkeys: PasskeysTable;
  ownerSignInDevices: OwnerSignInDevicesTable;
  contactChallengeSolutions: ContactChallengeSolutionsTable;
  ownerPassword: OwnerPasswordTable;
  instanceHeartbeats: InstanceHeartbeatsTable;
  profile: ProfileTable;
  projects: ProjectsTable;
  projectPictures: ProjectPicturesTable;
  posts: PostsTable;
  files: FilesTable;
  pendingUploads: PendingUploadsTable;
  employment: EmploymentTable;
  contactMessages: ContactMessagesTable;
  credentials: CredentialsTable;
  resumeSettings: ResumeSettingsTable;
  mailOutbox: MailOutboxTable;
  users: UsersTable;
  userSettings: UserSettingsTable;
  activityLogs: ActivityLogsTable;
  analyticsSalts: AnalyticsSaltsTable;
  analyticsDailyVisitors: AnalyticsDailyVisitorsTable;
  analyticsDailyTotals: AnalyticsDailyTotalsTable;
  analyticsDailyBreakdowns: AnalyticsDailyBreakdownsTable;
  analyticsDailySourceVisitors: AnalyticsDailySourceVisitorsTable;
  analyticsWeeklyReports: AnalyticsWeeklyReportsTable;
  session: SessionTable;
  accessTokens: AccessTokensTable;
};

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type FileRow = Selectable<FilesTable>;
export type EmploymentRow = Selectable<EmploymentTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type CredentialsRow = Selectable<CredentialsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type UserSettingsRow = Selectable<UserSettingsTable>;
export type ActivityLogRow = Selectable<ActivityLogsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
