/**
 * The load benchmark's S3 (s3rver) in a process of its own, so serving files does not slow the virtual
 * users' clock: prints the storage environment as one JSON line, stops on SIGTERM.
 */
import { startS3TestServer } from '../../test/helpers/s3-test-server.js';

const s3 = await startS3TestServer('load-bench');
process.stdout.write(`${JSON.stringify({ env: s3.env, endpoint: s3.endpoint, bucket: s3.bucket })}\n`);
process.once('SIGTERM', () => {
  void s3.close().finally(() => process.exit(0));
});
