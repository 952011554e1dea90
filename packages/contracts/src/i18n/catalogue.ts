/**
 * A translation of an English reference catalogue: exactly its keys (a missing or extra one fails
 * `pnpm typecheck`), each an ICU message. Written as `export default { ... } satisfies Catalogue<typeof en>`.
 */
export type Catalogue<Reference extends Readonly<Record<string, string>>> = {
  readonly [Key in keyof Reference]: string;
};

/** The values a message's placeholders take (`{name}`, `{count, plural, ...}`). */
export type MessageValues = Readonly<Record<string, string | number>>;
