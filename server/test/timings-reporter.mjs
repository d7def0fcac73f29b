// A node:test reporter for deploy/test-all.mjs: how long each test file's tests took in this process,
// as one JSON line at the end ({ "<file path>": { "seconds": n, "failed": bool } }). Top-level tests and
// describes are summed per file; a file's own imports and start-up are the group's, not the file's.
export default async function* timingsReporter(source) {
  const files = {};
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file) continue;
    const entry = (files[event.data.file] ??= { seconds: 0, failed: false });
    entry.seconds += (event.data.details?.duration_ms ?? 0) / 1000;
    if (event.type === 'test:fail') entry.failed = true;
  }
  yield `${JSON.stringify(files)}\n`;
}
