import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that makes pino's child logger only when a line is written at an enabled
 * level. Pino serializes a child's bindings through the redactor (`LOG_REDACT` has wildcard paths)
 * each time one is made: the costliest single step of a request that logs nothing (the CPU
 * profile in docs/benchmarks.md). The lines written are the child's, bindings and all.
 */
export class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: Parameters<FastifyBaseLogger['child']>[1];

  constructor(
    parent: FastifyBaseLogger,
    bindings: Record<string, unknown>,
    options: Parameters<FastifyBaseLogger['child']>[1],
  ) {
    this.#parent = parent as unknown as Logger;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#real().child(...args);
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(
      this.#bindings,
      this.#options,
    ) as unknown as FastifyBaseLogger;
    return this.#child;
  }

  #write(level: Level, args: LogArgs): void {
    if (this.#child) this.#child[level](...args);
    else if (this.#parent.isLevelEnabled(level)) this.#real()[level](...args);
  }
}
