// Prints the axe findings the last e2e runs left in e2e/.artifacts/a11y/: per journey (spec file), the
// number of violations by impact, counting each rule once per page (or page state) it fails on.
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'a11y');
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
const journeys = new Map();
for (const file of fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => f.endsWith('.json')) : []) {
  const { spec, checked, findings } = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  const journey = journeys.get(spec) ?? { pages: new Set(), violations: new Map() };
  checked.forEach((p) => journey.pages.add(p));
  for (const f of findings) journey.violations.set(`${f.page} ${f.rule}`, f);
  journeys.set(spec, journey);
}
const verbose = process.argv.includes('--verbose');
console.log(['journey', 'pages', ...IMPACTS].join('\t'));
for (const [spec, { pages, violations }] of [...journeys].sort()) {
  const counts = IMPACTS.map((i) => [...violations.values()].filter((v) => v.impact === i).length);
  console.log([spec, pages.size, ...counts].join('\t'));
  if (verbose) for (const v of violations.values()) console.log(`    ${v.impact}\t${v.rule}\t${v.page}\t${v.targets.slice(0, 3).join(' | ')}`);
}
