// The server's layers and module boundaries (docs/modules.md), keyed on folders:
//   kernel/ → config/ → infra/ → http/ → modules/<name>/ → composition/, cli/, app.ts, main.ts
// A file imports its own layer or the ones to its left. A module imports another module only through
// its public face (modules/<name>/index.ts), never its files; only a module's HTTP files (*.routes.ts,
// *.http.ts) import http/. Relative specifiers are resolved against the importing file, so
// `../../other/x.js` is caught whatever the depth.
import path from 'node:path';

const SERVER_SRC = /(?:^|\/)server\/src\/(.*)$/;
const ORDER = ['kernel', 'config', 'infra', 'http', 'modules', 'top'];

/** Where a file sits: its layer, and for a module file the module and whether it is the public face. */
function placeOf(file) {
  const match = SERVER_SRC.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [first, second] = match[1].split('/');
  if (first === 'modules' && second && second.includes('.')) return { layer: 'modules', module: null, face: false, rest: match[1] };
  if (first === 'modules') {
    const rest = match[1].slice(`modules/${second}/`.length);
    return { layer: 'modules', module: second, face: rest === 'index.ts' || rest === 'index.js', rest };
  }
  if (['kernel', 'config', 'infra', 'http'].includes(first)) return { layer: first };
  return { layer: 'top' };
}

const isHttpFile = (file) => /\.(routes|http)\.ts$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The server's layers point one way, and modules meet only through their index.ts." },
    schema: [],
    messages: {
      upward: "{{from}}/ imports {{to}}/, a layer above it. Shared machinery sits below the modules: move what both need down (docs/modules.md).",
      internal: "Module '{{from}}' imports '{{file}}' inside module '{{to}}'. Import it from '{{to}}/index.js', adding it to that module's public face if others may use it.",
      internalTop: "This imports '{{file}}' inside module '{{to}}'. The composition and entry points use a module's public face: '{{to}}/index.js'.",
      http: "Only a module's HTTP files (*.routes.ts, *.http.ts) import http/: a service takes plain values and throws AppError (kernel/).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to) return;
      if (ORDER.indexOf(to.layer) > ORDER.indexOf(from.layer)) {
        context.report({ node: source, messageId: 'upward', data: { from: from.layer, to: to.layer } });
        return;
      }
      if (to.layer === 'http' && from.layer === 'modules' && !isHttpFile(file)) {
        context.report({ node: source, messageId: 'http' });
        return;
      }
      if (to.layer !== 'modules' || !to.module || to.face || to.module === from.module) return;
      const data = { from: from.module, to: to.module, file: to.rest };
      context.report({ node: source, messageId: from.layer === 'modules' ? 'internal' : 'internalTop', data });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noFastify = {
  meta: {
    type: 'problem',
    docs: { description: 'Fastify stays in the files that speak HTTP.' },
    schema: [],
    messages: { fastify: 'Fastify stays in the HTTP files (*.routes.ts, *.http.ts, http/, the entry points): a service takes plain values and throws AppError.' },
  },
  create(context) {
    const check = (node) => {
      if (/^(fastify|@fastify\/.*)$/.test(node.source.value)) context.report({ node: node.source, messageId: 'fastify' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (node) => node.source && check(node), ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-crossed-boundaries': serverBoundaries, 'no-fastify': noFastify } };
