// A decorator that counts the SQL statements run through a Database, transactions included (tests and
// the throughput bench use it to hold the per-request statement ceilings). `begin`/`commit` are not
// counted: they are the transaction's plumbing, not statements a handler chose to run.
import type { Database, Queryable } from './database';

export interface StatementCounter {
  /** Statements run so far. */
  count: number;
  /** The last statements' SQL (bounded), for a failing test to show what ran. */
  recent: string[];
}

const RECENT = 64;

export function newStatementCounter(): StatementCounter {
  return { count: 0, recent: [] };
}

function note(counter: StatementCounter, sql: string): void {
  counter.count++;
  counter.recent.push(sql.replace(/\s+/g, ' ').trim().slice(0, 160));
  if (counter.recent.length > RECENT) counter.recent.shift();
}

function counted(inner: Queryable, counter: StatementCounter): Queryable {
  return {
    query(sql, params) {
      note(counter, sql);
      return inner.query(sql, params);
    },
  };
}

export function countStatements(db: Database, counter: StatementCounter): Database {
  return {
    kind: db.kind,
    query(sql, params) {
      note(counter, sql);
      return db.query(sql, params);
    },
    transaction(fn) {
      return db.transaction((tx) => fn(counted(tx, counter)));
    },
    exec(sql) {
      return db.exec(sql);
    },
    close() {
      return db.close();
    },
  };
}
