// Hono's default router (SmartRouter: RegExpRouter when every route suits it, else TrieRouter, as here) with its
// answers remembered per method and path. The routes are fixed once the app is built, so the same path always gets
// the same answer, and Hono only reads it. A catalogue read spent about 1.5 µs in the trie per request
// (docs/decisions/053); a remembered answer is one Map lookup. Paths carrying ids make many distinct keys, so the
// memo starts again past MEMO_MAX entries.
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const MEMO_MAX = 2_000;
/** Longer paths are matched every time, so the memo stays small whatever is asked. */
const MEMO_PATH_MAX = 200;

export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });
  readonly #memo = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#memo.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MEMO_PATH_MAX) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#memo.get(key);
    if (result === undefined) {
      result = this.#router.match(method, path);
      if (this.#memo.size >= MEMO_MAX) this.#memo.clear();
      this.#memo.set(key, result);
    }
    return result;
  }
}
