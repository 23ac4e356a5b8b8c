import type { Condition } from '@door/contract';

/** One line of the condition builder: a parameter compared with values, a tag or numbers, or the model's tag. */
export type Clause =
  | { kind: 'in' | 'notIn'; param: string; values: string[] }
  | { kind: 'tag'; param: string; tag: string }
  | { kind: 'range'; param: string; gte?: number; lte?: number }
  | { kind: 'modelTag'; tag: string };

/** How the lines join: every line must hold, or any one. */
export type Join = 'all' | 'any';

const clauseOf = (condition: Condition): Clause | null => {
  if ('not' in condition) {
    const inner = condition.not;
    return 'param' in inner && 'in' in inner ? { kind: 'notIn', param: inner.param, values: inner.in } : null;
  }
  if ('modelTag' in condition) {
    return { kind: 'modelTag', tag: condition.modelTag };
  }
  if ('param' in condition) {
    if ('in' in condition) {
      return { kind: 'in', param: condition.param, values: condition.in };
    }
    if ('tag' in condition) {
      return { kind: 'tag', param: condition.param, tag: condition.tag };
    }
    return { kind: 'range', param: condition.param, gte: condition.gte, lte: condition.lte };
  }
  return null;
};

/**
 * A condition as builder lines, when it is one: a single comparison, or all / any of comparisons. Deeper nesting
 * (written in a file) is shown as its sentence and replaced whole when edited; null then.
 */
export const clausesOf = (condition: Condition | undefined): { join: Join; clauses: Clause[] } | null => {
  if (!condition) {
    return { join: 'all', clauses: [] };
  }
  const group = 'all' in condition ? condition.all : 'any' in condition ? condition.any : null;
  const parts = group ?? [condition];
  const clauses = parts.map(clauseOf);
  if (clauses.some((clause) => clause === null)) {
    return null;
  }
  return { join: 'any' in condition ? 'any' : 'all', clauses: clauses as Clause[] };
};

const conditionOfClause = (clause: Clause): Condition => {
  switch (clause.kind) {
    case 'in':
      return { param: clause.param, in: clause.values };
    case 'notIn':
      return { not: { param: clause.param, in: clause.values } };
    case 'tag':
      return { param: clause.param, tag: clause.tag };
    case 'range':
      return {
        param: clause.param,
        ...(clause.gte !== undefined ? { gte: clause.gte } : {}),
        ...(clause.lte !== undefined ? { lte: clause.lte } : {}),
      };
    case 'modelTag':
      return { modelTag: clause.tag };
  }
};

/** Builder lines as the condition the file stores; undefined when there are none. */
export const conditionOf = (join: Join, clauses: Clause[]): Condition | undefined => {
  if (clauses.length === 0) {
    return undefined;
  }
  if (clauses.length === 1) {
    return conditionOfClause(clauses[0] as Clause);
  }
  const parts = clauses.map(conditionOfClause);
  return join === 'all' ? { all: parts } : { any: parts };
};

/** Whether a line is complete enough to be stored (a parameter and at least one value, tag or bound). */
export const isCompleteClause = (clause: Clause): boolean => {
  switch (clause.kind) {
    case 'in':
    case 'notIn':
      return clause.param !== '' && clause.values.length > 0;
    case 'tag':
      return clause.param !== '' && clause.tag !== '';
    case 'range':
      return clause.param !== '' && (clause.gte !== undefined || clause.lte !== undefined);
    case 'modelTag':
      return clause.tag !== '';
  }
};
