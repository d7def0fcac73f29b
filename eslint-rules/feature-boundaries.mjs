// Feature boundaries inside a remote (bulletproof-react's unidirectional layout):
// pages → features → components / lib. A feature never imports a sibling feature, and components and
// lib never import a feature; what two features share moves down to components/ or lib/ (or to
// shared-ui when two remotes need it). A local rule rather than eslint-plugin-import: relative
// specifiers are resolved against the importing file, so `../../images/x` is caught whatever the depth.
import path from 'node:path';

// `<app>/src/<layer>/...`, with the feature's folder name when the layer is `features`.
const LAYOUT = /(?:^|\/)((?:mfe-[^/]+|shell))\/src\/(features\/[^/]+|components|lib)(?:\/|$)/;

function placeOf(file) {
  const match = LAYOUT.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, app, layer] = match;
  return layer.startsWith('features/') ? { app, kind: 'feature', feature: layer.slice('features/'.length) } : { app, kind: layer };
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, a feature imports no sibling feature; components and lib import no feature.' },
    schema: [],
    messages: {
      sibling:
        "Feature '{{from}}' imports feature '{{to}}'. Features only import components/, lib/, shared-ui and api-client: move what both need to components/ or lib/, or compose them in a page.",
      upward: "{{layer}}/ imports feature '{{to}}'. Shared code sits below the features: move the part it needs down, or compose in a page.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to || to.app !== from.app || to.kind !== 'feature') return;
      if (from.kind === 'feature' && to.feature !== from.feature) {
        context.report({ node: source, messageId: 'sibling', data: { from: from.feature, to: to.feature } });
      } else if (from.kind !== 'feature') {
        context.report({ node: source, messageId: 'upward', data: { layer: from.kind, to: to.feature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // jest.mock('../../other-feature/x') and require() count too: they tie the feature to its sibling.
      CallExpression(node) {
        const callee = node.callee;
        const named = (object, property) =>
          callee.type === 'MemberExpression' && callee.object.name === object && callee.property.name === property;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        if (isRequire || named('jest', 'mock') || named('jest', 'requireActual')) {
          const [first] = node.arguments;
          if (first?.type === 'Literal') check(node, first);
        }
      },
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
