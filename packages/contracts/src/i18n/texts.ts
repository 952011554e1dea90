import type * as LinguiCore from '@lingui/core';
import type { I18n } from '@lingui/core';
import { CATALOGUES, type MessageKey, type Namespace } from './catalogues';
import type { MessageValues } from './catalogue';
import type { Language } from './languages';

/** A namespace's texts: `t('home.projects.heading')`, `t('files.count', { count })`. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** Turns an ICU message into Lingui's compiled form; catalogues the web build compiled already need none. */
export type MessageCompiler = (message: string) => unknown;

/**
 * One language's texts, namespace by namespace as they are loaded (Lingui underneath, ICU MessageFormat): the
 * web app and the API share it, so a server render and the browser's hydration say the same words.
 */
/**
 * Lingui's runtime comes with the first catalogue, in parallel with it, rather than with the app's code: a
 * visitor's Home must stay within its first-load budget (apps/web/src/app/first-load.test.ts).
 */
let linguiRuntime: Promise<typeof LinguiCore> | undefined;
const lingui = () => (linguiRuntime ??= import('@lingui/core'));

export class SiteTexts {
  #i18n: I18n | null = null;
  readonly #loaded = new Map<Namespace, Promise<void>>();
  readonly #ready = new Set<Namespace>();

  constructor(
    readonly language: Language,
    private readonly compile: MessageCompiler | null = null,
  ) {}

  /** Whether `translate(namespace)` can answer now. */
  has(namespace: Namespace): boolean {
    return this.#ready.has(namespace);
  }

  /** Loads the namespaces' catalogues in this language (each once). */
  load(...namespaces: Namespace[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loading(namespace))).then(() => undefined);
  }

  /** A namespace's texts; it must have been loaded. */
  translate<N extends Namespace>(namespace: N): Translate<N> {
    const i18n = this.#i18n;
    if (!i18n || !this.#ready.has(namespace))
      throw new Error(`The ${namespace} texts are not loaded (${this.language})`);
    return (key, values) => i18n._(`${namespace}:${key}`, values);
  }

  /** The one load of a namespace's catalogue (the same promise each time, as React's `use` wants). */
  loading(namespace: Namespace): Promise<void> {
    let loading = this.#loaded.get(namespace);
    if (!loading) {
      loading = Promise.all([lingui(), CATALOGUES[namespace][this.language]()]).then(
        ([{ setupI18n }, { default: catalogue }]) => {
          const messages = Object.fromEntries(
            Object.entries(catalogue).map(([key, message]) => [
              `${namespace}:${key}`,
              typeof message === 'string' && this.compile ? this.compile(message) : message,
            ]),
          );
          this.#i18n ??= setupI18n({ locale: this.language, messages: { [this.language]: {} } });
          this.#i18n.load(this.language, messages as Parameters<I18n['load']>[1]);
          this.#ready.add(namespace);
        },
      );
      this.#loaded.set(namespace, loading);
    }
    return loading;
  }
}
