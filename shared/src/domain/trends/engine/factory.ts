/**
 * Builders of the nested `position → key → number` records the trend rows and stats are made of.
 *
 * A window of rows creates one such record per row, so their construction dominates building
 * rows. Adding properties one by one goes through megamorphic keyed stores (about
 * 3× slower in V8, measured); an object literal allocates from a boilerplate with the final
 * shape at once. So, once per key layout, we compile a function whose body is that literal. The
 * layout comes from our own key tables (checked against IDENT below), never from a request.
 *
 * Compiling is opt-in (enableCompiledRecords), for processes that allow code generation (the
 * server). Everywhere else — browsers, whose pages refuse the Function constructor by their
 * Content-Security-Policy and report every attempt as a violation — the plain loop is used: same
 * output, slower (a browser only builds the rows of live draws).
 */

/** Reads a flat buffer (keys of every position back to back) into the nested record. */
export type RecordFactory = (values: Int32Array) => Record<string, Record<string, number>>;

/** A position's key and its column keys, in output order. */
export interface KeyLayout {
  key: string;
  keys: readonly string[];
}

const IDENT = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkLayout(layout: readonly KeyLayout[]): void {
  for (const p of layout) {
    if (!IDENT.test(p.key)) throw new Error(`Invalid trend position key: ${p.key}`);
    for (const k of p.keys) if (!IDENT.test(k)) throw new Error(`Invalid trend key: ${k}`);
  }
}

/** The loop version: the reference behaviour, and the fallback where code generation is refused. */
export function loopFactory(layout: readonly KeyLayout[]): RecordFactory {
  return (values) => {
    const out: Record<string, Record<string, number>> = {};
    let at = 0;
    for (const p of layout) {
      const inner: Record<string, number> = {};
      for (const k of p.keys) inner[k] = values[at++];
      out[p.key] = inner;
    }
    return out;
  };
}

function literalFactory(layout: readonly KeyLayout[]): RecordFactory {
  let at = 0;
  const body = layout.map((p) => `${p.key}:{${p.keys.map((k) => `${k}:v[${at++}]`).join(',')}}`).join(',');
  return new Function('v', `"use strict";return {${body}};`) as RecordFactory;
}

let compile = false;

/**
 * Lets recordFactory compile its builders from now on (trend types built before keep theirs).
 * Call it once at start-up in a process where the Function constructor is allowed; never in a
 * browser bundle.
 */
export function enableCompiledRecords(): void {
  compile = true;
}

/**
 * A factory for `layout`: `factory(values)` returns `{ [position]: { [key]: values[i] } }` with
 * `i` running over the keys of every position in order. Keys must be plain identifiers.
 */
export function recordFactory(layout: readonly KeyLayout[]): RecordFactory {
  checkLayout(layout);
  if (!compile) return loopFactory(layout);
  try {
    return literalFactory(layout);
  } catch {
    return loopFactory(layout);
  }
}
