import type { LoadedAhead, PageSource } from "../page.server";

/** What a page loader declares of an answer that may be kept: the entry it is all made of. */
export interface KeepDeclaration {
  page: PageSource;
  /** The page data's render time and browser expiry: filled in anew for every answer. */
  renderedAt: number;
  expiresAt: number;
}

/**
 * `context.cache` (docs/decisions/040): the one way code that renders a request tells the
 * document cache anything. The cache itself is the web server's (server/web/document-cache); this
 * half is the context's, a layer below. Nothing is kept unless a loader called `keep`; `refuse`
 * (a render error) overrides it. The cache reads it once the answer's body is complete.
 */
export class CacheDeclaration {
  #keep: KeepDeclaration | undefined;
  #refused = false;
  #ahead: LoadedAhead | undefined;

  keep(declared: KeepDeclaration): void {
    this.#keep = declared;
  }

  refuse(): void {
    this.#refused = true;
  }

  /** The declaration, unless refused since. */
  get kept(): KeepDeclaration | undefined {
    return this.#refused ? undefined : this.#keep;
  }

  setLoadedAhead(ahead: LoadedAhead): void {
    this.#ahead = ahead;
  }

  /** Taken once: a second load of the request (a frame page) asks upstream itself. */
  takeLoadedAhead(): LoadedAhead | undefined {
    const ahead = this.#ahead;
    this.#ahead = undefined;
    return ahead;
  }
}
