import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Category = 'business' | 'hobby';
export type FileVisibility = 'public' | 'private';

export type ProfileTable = {
  id: Generated<string>;
  name: string;
  title: string;
  bio: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  github: string | null;
  linkedin: string | null;
  twitter: string | null;
  imageUrl: string | null;
  updatedAt: Timestamp;
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

/** The single record of the Credentials page; id is always 'default'. */
export type CredentialsTable = {
  id: Generated<string>;
  skills: Json<SkillGroupJson[]>;
  certifications: Json<CertificationJson[]>;
  education: Json<EducationJson[]>;
  resumeFileId: string | null;
  isPublic: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
};

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Notification mails waiting to be sent (and a record of the ones sent or given up on). */
export type MailOutboxTable = {
  id: Generated<string>;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
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

export type UserSettingsTable = {
  id: Generated<string>;
  userId: string;
  displayName: string | null;
  themePreference: ColumnType<ThemePreference, ThemePreference | undefined, ThemePreference>;
  emailNotifications: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
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
};

/** Counters; bigint, which pg answers as a string. */
type Counter = ColumnType<string, number | string | undefined, number | string>;

export type AnalyticsDailyTotalsTable = { day: Day; isOwner: boolean; views: Counter; visitors: Counter };
export type AnalyticsPageTotalsTable = { page: string; isOwner: boolean; views: Counter };
export type AnalyticsReferrerTotalsTable = { host: string; isOwner: boolean; views: Counter };
export type AnalyticsDeviceTotalsTable = { deviceType: string; isOwner: boolean; views: Counter };

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
export type OwnerPasswordTable = { id: ColumnType<number, number | undefined, never>; hash: string; updatedAt: Timestamp };

/** One row per running instance, refreshed every 30 s. */
export type InstanceHeartbeatsTable = { instanceId: string; host: string; dataDir: string; storageDriver: string; seenAt: Timestamp };

export type Database = {
  ownerPassword: OwnerPasswordTable;
  instanceHeartbeats: InstanceHeartbeatsTable;
  profile: ProfileTable;
  projects: ProjectsTable;
  posts: PostsTable;
  files: FilesTable;
  pendingUploads: PendingUploadsTable;
  employment: EmploymentTable;
  contactMessages: ContactMessagesTable;
  credentials: CredentialsTable;
  mailOutbox: MailOutboxTable;
  users: UsersTable;
  userSettings: UserSettingsTable;
  activityLogs: ActivityLogsTable;
  analyticsSalts: AnalyticsSaltsTable;
  analyticsDailyVisitors: AnalyticsDailyVisitorsTable;
  analyticsDailyTotals: AnalyticsDailyTotalsTable;
  analyticsPageTotals: AnalyticsPageTotalsTable;
  analyticsReferrerTotals: AnalyticsReferrerTotalsTable;
  analyticsDeviceTotals: AnalyticsDeviceTotalsTable;
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
