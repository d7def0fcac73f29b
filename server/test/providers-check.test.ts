// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCommand } from '../src/cli/cli-runtime.js';
import { providersCheck } from '../src/cli/providers-check.command.js';
import { hex } from './fakes/fake-http.js';
import { SCHEMAS } from './fakes/fake-replicate.schemas.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';

/** `npm run providers:check` against the Replicate fake: every pinned version's published input schema against what the adapters send. */
describe('providers:check', () => {
  let fake: FakeReplicate;
  let env: Record<string, string>;
  before(async () => {
    fake = await startFakeReplicate({ owner: 'acme' });
    env = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'providers-check-')), IMAGE_ENGINE: 'replicate',
      REPLICATE_API_TOKEN: fake.token, REPLICATE_BASE_URL: fake.baseUrl, REPLICATE_OWNER: fake.owner,
      REPLICATE_LORA_TRAINER_VERSION: fake.trainerVersion, REPLICATE_FAST_TRAINER_VERSION: fake.fastTrainerVersion,
      REPLICATE_INPAINT_VERSION: fake.inpaintVersion, REPLICATE_GHIBLI_VERSION: fake.ghibliVersion, REPLICATE_PREVIEW_MODEL: fake.previewVersion,
      REPLICATE_OUTFIT_VERSION: fake.outfitVersion, REPLICATE_UPSCALE_VERSION: fake.upscaleVersion,
    };
  });
  after(() => fake.close());

  const check = (overrides: Record<string, string | undefined> = {}) => runCommand(() => providersCheck({ ...env, ...overrides }));

  it('passes when every version takes every field the adapters send; our destination model may not exist yet', async () => {
    const outcome = await check();
    assert.equal(outcome.code, 0, outcome.stderr);
    const lines = outcome.stdout.split('\n');
    for (const label of ['TRAINER=flux-lora (REPLICATE_LORA_TRAINER_VERSION)', 'TRAINER=fast-flux (REPLICATE_FAST_TRAINER_VERSION)',
      'base model (REPLICATE_BASE_MODEL)', 'mask edits (REPLICATE_INPAINT_VERSION)', 'free previews (REPLICATE_PREVIEW_MODEL)',
      'mirage-ghibli filter (REPLICATE_GHIBLI_VERSION)', 'change outfit (REPLICATE_OUTFIT_VERSION)', 'HD upscale (REPLICATE_UPSCALE_VERSION)']) {
      assert.ok(lines.some((line) => line.trimStart().startsWith('ok') && line.includes(label)), `${label} checked:\n${outcome.stdout}`);
    }
    assert.ok(lines.some((line) => line.trimStart().startsWith('skipped') && line.includes('acme/ai-photographer-loras does not exist yet')), outcome.stdout);
    assert.match(outcome.stdout, /All 9 versions take every field we send\./);
    // It asked for each pinned version by its id, as Replicate serves them.
    assert.ok(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/models/black-forest-labs/flux-fill-dev/versions/${fake.inpaintVersion.split(':')[1]}`));
  });

  it('reads the latest trained version of our destination model once there is one', async () => {
    fake.state.addModel('acme/ai-photographer-loras', hex(64), SCHEMAS.trainedVersion);
    const outcome = await check();
    assert.equal(outcome.code, 0, outcome.stderr);
    assert.match(outcome.stdout, /ok\s+gen on a trained model .*acme\/ai-photographer-loras:[0-9a-f]{64}/);
  });

  it('names each field a version\'s schema lacks, and exits 1', async () => {
    fake.omitFromSchema(fake.inpaintVersion, 'guidance');
    fake.omitFromSchema(fake.trainerVersion, 'lora_rank');
    try {
      const outcome = await check();
      assert.equal(outcome.code, 1);
      assert.match(outcome.stderr, /FAILED\s+mask edits \(REPLICATE_INPAINT_VERSION\): black-forest-labs\/flux-fill-dev:[0-9a-f]{64}: its Input schema has no guidance/);
      assert.match(outcome.stderr, /FAILED\s+training with TRAINER=flux-lora .*: its TrainingInput schema has no lora_rank/);
      assert.match(outcome.stderr, /2 of 9 versions do not take what we send, or could not be read\./);
    } finally {
      fake.state.omittedFields.clear();
    }
  });

  it('exits 1 on a pinned version it cannot read (a version of another model, or none), and without a token', async () => {
    const outcome = await check({ REPLICATE_GHIBLI_VERSION: `acme/mirage-ghibli:${hex(64)}`, REPLICATE_FAST_TRAINER_VERSION: fake.trainerVersion });
    assert.equal(outcome.code, 1);
    assert.match(outcome.stderr, /FAILED\s+the mirage-ghibli filter .*cannot read the version \(GET \/models\/acme\/mirage-ghibli\/versions\/[0-9a-f]{64}: 404/);
    assert.match(outcome.stderr, /FAILED\s+training with TRAINER=fast-flux .*cannot read the version .*404/);
    const noToken = await check({ REPLICATE_API_TOKEN: undefined, IMAGE_ENGINE: 'mock' });
    assert.equal(noToken.code, 1);
    assert.match(noToken.stderr, /REPLICATE_API_TOKEN is required/);
  });
});
