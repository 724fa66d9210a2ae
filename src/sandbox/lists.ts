/**
 * The query parameters the three lists share (`order`, `order_type`, `page`,
 * `per_page`) and the filters of two of them. The spec gives no defaults,
 * maximum or error behaviour; the sandbox's choices are here and in docs/sandbox.md.
 */
import { ApiError, errorObject, type ErrorObject } from './jsonapi.js';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/** Far past any list the sandbox holds; keeps `page × per_page` a safe integer. */
export const MAX_PAGE = 1_000_000;

export type OrderType = 'asc' | 'desc';

export interface ListQuery {
  page: number;
  perPage: number;
  orderType: OrderType;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
// ISO 8601 with a zone; without one the moment would depend on the server's time zone.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Collects the errors of one request's query, so all are reported at once. */
export class QueryReader {
  readonly errors: ErrorObject[] = [];
  constructor(private readonly params: URLSearchParams) {}

  fail(parameter: string, detail: string): undefined {
    this.errors.push(errorObject(400, 'invalid_parameter', detail, { parameter }));
    return undefined;
  }

  /** The one value of a parameter; given twice or empty is an error. */
  get(parameter: string): string | undefined {
    const values = this.params.getAll(parameter);
    if (values.length === 0) return undefined;
    if (values.length > 1) return this.fail(parameter, `${parameter} is given more than once.`);
    if (values[0]!.trim() === '') return this.fail(parameter, `${parameter} must not be empty.`);
    return values[0];
  }

  integer(parameter: string, fallback: number, max: number): number {
    const value = this.get(parameter);
    if (value === undefined) return fallback;
    if (!POSITIVE_INTEGER.test(value) || Number(value) > max) {
      this.fail(parameter, `${parameter} must be a whole number from 1 to ${max}.`);
      return fallback;
    }
    return Number(value);
  }

  /** Milliseconds since the epoch of an ISO 8601 timestamp with a zone. */
  timestamp(parameter: string): number | undefined {
    const value = this.get(parameter);
    if (value === undefined) return undefined;
    const time = TIMESTAMP.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(time)) {
      return this.fail(parameter, `${parameter} must be an ISO 8601 timestamp with a zone, e.g. 2026-01-31T00:00:00Z.`);
    }
    return time;
  }

  /** The paging and ordering every list takes. */
  list(): ListQuery {
    const order = this.get('order');
    if (order !== undefined && order !== 'created_at') this.fail('order', 'order must be "created_at".');
    const orderType = this.get('order_type') ?? 'desc';
    if (orderType !== 'asc' && orderType !== 'desc') this.fail('order_type', 'order_type must be "asc" or "desc".');
    return {
      page: this.integer('page', 1, MAX_PAGE),
      perPage: this.integer('per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE),
      orderType: orderType === 'asc' ? 'asc' : 'desc',
    };
  }

  /** Throws the 400 when any parameter was wrong. */
  done(): void {
    if (this.errors.length > 0) throw new ApiError(400, this.errors);
  }
}

/** Sorted by creation time, then id, so pages never overlap or skip when times are equal. */
export function sortByCreatedAt<T extends { id: string; createdAt: number }>(items: T[], orderType: OrderType): T[] {
  const sign = orderType === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (a.createdAt - b.createdAt) || sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** One page; a page past the end is empty. */
export function pageOf<T>(items: T[], query: ListQuery): T[] {
  const start = (query.page - 1) * query.perPage;
  return items.slice(start, start + query.perPage);
}
