import type { CompiledQuery } from 'kysely';

/**
 * Runs compiled report queries read-only, in one transaction (a consistent count and page), within a time
 * limit (DESIGN.md §5 rule 10). One implementation per database family.
 */
export interface ReadOnlyRunner {
  run(queries: CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>>;
  close(): Promise<void>;
}

/** The query ran past the time limit and was stopped. */
export class ReportTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`report query exceeded ${timeoutMs} ms`);
  }
}

/**
 * The time limit of one report call: below the client's 9000 ms request timeout (spec §7), so the user reads
 * our message instead of a network timeout.
 */
export const REPORT_TIMEOUT_MS = 5000;
