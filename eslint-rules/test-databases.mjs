// Every server test file says which runs of the suite take it (docs/testing.md#which-database):
//   // @test-databases pglite            the PGlite run only
//   // @test-databases pglite postgres   the PGlite run and the PostgreSQL run (TEST_DATABASE_URL)
// deploy/test-all.mjs reads the same line (deploy/test-files.mjs). A file that exercises what behaves
// differently between the two engines must take the PostgreSQL run: PGlite is one connection in one
// process, so on it transactions never interleave, row locks never wait, SKIP LOCKED never skips and
// a deadlock cannot happen. Such a file, by what it does (and only when it reaches a database):
//   - opens transactions itself (a call to `transaction(...)`);
//   - writes locking SQL (FOR UPDATE / FOR SHARE / SKIP LOCKED / NOWAIT, advisory locks, LOCK TABLE);
//   - claims jobs or periodic runs itself (infra/jobs: the queue, `createPeriodicRuns`, `.claim(...)`),
//     lets job locks run out (`passJobTime`, `locked_until`) or starts a worker process (`ROLE: 'worker'`);
//   - races calls against each other: Promise.all / allSettled over `Array.from({ length: n }, …)` or
//     `[f(x), f(x)]` (the same call several times at once), or over requests that change state (post, put, patch, delete, inject,
//     request, a fetch with a method other than GET) or calls on the app's services (`system.…`);
//     parallel reads (GET, a plain fetch) are not a race on rows;
//   - branches on TEST_DATABASE_URL (beyond naming the engine in a title): code that runs only there.
// Lint cannot see every race; a file may declare postgres without any of these.

import { isValidMarker, parseMarker } from '../deploy/test-files.mjs';

/** Imports through which a test file reaches a database (a test server, a test database, the db layer). */
const DATABASE_IMPORT = /(?:helpers\/(?:test-server|test-database|fixtures|pack-fixtures|checkout|receipts)|\.helpers)(?:\.js)?$|src\/infra\/(?:db|jobs)\/|^(?:pg|kysely)$/;
const JOBS_IMPORT = /src\/infra\/jobs\//;
const LOCKING_SQL = /\bfor\s+(?:no\s+key\s+)?(?:update|share)\b|\bskip\s+locked\b|\bnowait\b|pg_(?:try_)?advisory|\block\s+table\b/i;
const LOCKING_BUILDER = new Set(['forUpdate', 'forShare', 'forNoKeyUpdate', 'skipLocked', 'noWait']);
/** Calls that change state; reads racing each other (GET, fetch without a method) are not a race on rows. */
const CHANGES = new Set(['post', 'put', 'patch', 'delete', 'inject', 'request']);
const CLAIMS = new Set(['claim', 'createPeriodicRuns', 'JobQueue', 'passJobTime']);

/** The name a call is made by: `f(...)` → f, `a.b.f(...)` → f. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** Whether a member chain starts at `system` (`server.system.credits.grant(...)`, `system.payments.x(...)`). */
function reachesSystem(node) {
  for (let at = node; at; at = at.type === 'MemberExpression' ? at.object : at.type === 'CallExpression' ? at.callee : null) {
    if (at.type === 'Identifier' && at.name === 'system') return true;
    if (at.type === 'MemberExpression' && !at.computed && at.property.name === 'system') return true;
  }
  return false;
}

/** `fetch(url, { method: 'POST' })`: a fetch with a method other than GET. */
function isChangingFetch(node) {
  if (calleeName(node.callee) !== 'fetch' || node.arguments[1]?.type !== 'ObjectExpression') return false;
  const method = node.arguments[1].properties.find((p) => p.type === 'Property' && !p.computed && p.key.name === 'method');
  return Boolean(method) && !(method.value.type === 'Literal' && /^(get|head)$/i.test(String(method.value.value)));
}

/** `Array.from({ length: n }, …)`: the same work n times, which Promise.all then runs at once. */
function isRepeated(node) {
  return node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier'
    && node.callee.object.name === 'Array' && calleeName(node.callee) === 'from' && node.arguments[0]?.type === 'ObjectExpression'
    && node.arguments[0].properties.some((p) => p.type === 'Property' && !p.computed && p.key.name === 'length');
}

/** `[f(x), f(x)]`: the same call twice or more, run at once. */
function isSameCallTwice(node, source) {
  if (node.type !== 'ArrayExpression' || node.elements.length < 2) return false;
  const texts = node.elements.map((element) => (element?.type === 'CallExpression' || element?.type === 'AwaitExpression' ? source.getText(element) : null));
  return texts[0] !== null && texts.every((text) => text === texts[0]);
}

/** Whether any call in the subtree is a request or a service call: the elements of a race. */
function containsRacingCall(root, visitorKeys) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node.type !== 'string') continue;
    if (node.type === 'CallExpression' && (CHANGES.has(calleeName(node.callee)) || isChangingFetch(node) || reachesSystem(node.callee))) return true;
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) stack.push(...child);
      else if (child) stack.push(child);
    }
  }
  return false;
}

/** `process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'` only names the engine in a title. */
function isEngineLabel(node) {
  const parent = node.parent?.type === 'MemberExpression' ? node.parent.parent : node.parent;
  return parent?.type === 'ConditionalExpression' && parent.test === (node.parent?.type === 'MemberExpression' ? node.parent : node)
    && [parent.consequent, parent.alternate].every((branch) => branch.type === 'Literal' && typeof branch.value === 'string');
}

/** @type {import('eslint').Rule.RuleModule} */
const testDatabases = {
  meta: {
    type: 'problem',
    docs: { description: 'A server test file declares whether it also runs on PostgreSQL; one that exercises engine differences must.' },
    schema: [],
    messages: {
      missing: 'Declare which runs take this file: `// @test-databases pglite` (PGlite only) or `// @test-databases pglite postgres` (on PostgreSQL too). docs/testing.md#which-database',
      twice: 'One `@test-databases` line per file.',
      invalid: "`@test-databases {{value}}`: write 'pglite' or 'pglite postgres'.",
      needsPostgres: 'This file {{why}}, which behaves differently on PostgreSQL than on PGlite: declare `// @test-databases pglite postgres` (docs/testing.md#which-database).',
    },
  },
  create(context) {
    const source = context.sourceCode;
    const reasons = [];
    let reachesDatabase = false;
    const note = (node, why) => reasons.push({ node, why });

    return {
      ImportDeclaration(node) {
        if (DATABASE_IMPORT.test(node.source.value)) reachesDatabase = true;
        if (JOBS_IMPORT.test(node.source.value)) note(node, 'uses the job queue or the periodic runs directly (claims)');
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'transaction') note(node, 'opens a transaction');
        else if (LOCKING_BUILDER.has(name)) note(node, `takes a lock (${name})`);
        else if (CLAIMS.has(name)) note(node, `claims jobs or runs (${name})`);
        const racing = node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'Promise'
          && ['all', 'allSettled'].includes(calleeName(node.callee)) && node.arguments[0];
        if (racing && (isRepeated(node.arguments[0]) || isSameCallTwice(node.arguments[0], source) || containsRacingCall(node.arguments[0], source.visitorKeys))) {
          note(node, `races calls against each other (Promise.${calleeName(node.callee)})`);
        }
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key === 'locked_until') note(node, 'sets job locks (locked_until)');
        if (key === 'ROLE' && node.value.type === 'Literal' && node.value.value === 'worker') note(node, 'starts a worker process (ROLE: worker)');
      },
      NewExpression(node) {
        if (CLAIMS.has(calleeName(node.callee))) note(node, `claims jobs (new ${calleeName(node.callee)})`);
      },
      'Literal, TemplateElement'(node) {
        const text = node.type === 'Literal' ? node.value : node.value.cooked;
        if (typeof text === 'string' && LOCKING_SQL.test(text)) note(node, 'writes locking SQL');
      },
      Identifier(node) {
        if (node.name === 'TEST_DATABASE_URL' && !isEngineLabel(node)) note(node, 'branches on TEST_DATABASE_URL');
      },
      'Program:exit'(program) {
        const markers = source.getAllComments().filter((comment) => comment.type === 'Line' && parseMarker(comment.value));
        if (markers.length === 0) {
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'missing' });
          return;
        }
        if (markers.length > 1) context.report({ loc: markers[1].loc, messageId: 'twice' });
        const databases = parseMarker(markers[0].value);
        if (!isValidMarker(databases)) {
          context.report({ loc: markers[0].loc, messageId: 'invalid', data: { value: databases.join(' ') } });
          return;
        }
        if (databases.includes('postgres') || !reachesDatabase || reasons.length === 0) return;
        const first = reasons[0];
        context.report({ node: first.node, messageId: 'needsPostgres', data: { why: first.why } });
      },
    };
  },
};

export default testDatabases;
