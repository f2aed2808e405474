// A tiny leveled logger; tests pass LOG_LEVEL=silent.
export interface Logger {
  info(msg: string): void;
  /** Shown at every level but silent: an operator must see it. */
  warn(msg: string): void;
  error(msg: string, err?: unknown): void;
  debug(msg: string): void;
}

const ORDER = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof ORDER): Logger {
  const at = ORDER[level];
  return {
    info: (msg) => at >= ORDER.info && console.log(msg),
    debug: (msg) => at >= ORDER.debug && console.log(msg),
    warn: (msg) => at >= ORDER.error && console.warn(`Warning: ${msg}`),
    error: (msg, err) => at >= ORDER.error && console.error(msg, err ?? ''),
  };
}
