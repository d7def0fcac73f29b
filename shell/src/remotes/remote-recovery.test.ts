import type { RemotesConfig } from '../runtime/remotes-config';
import { RETRY_DELAYS_MS, remoteRecoveryPlugin } from './remote-recovery';

const PRIMARY = 'https://cdn.example/marketing/r2/mf-manifest.json';
const BACKUP = 'https://backup.example/marketing/r2/mf-manifest.json';
const MODULE = { default: () => null };

/** A federation instance whose loadRemote answers from `answers` in turn, going through the plugin's hook on failure as the runtime does. */
function fakeOrigin(plugin: ReturnType<typeof remoteRecoveryPlugin>, answers: (() => unknown)[]) {
  const origin = {
    options: { remotes: [{ name: 'marketing', entry: PRIMARY }] },
    registerRemotes: jest.fn((remotes: { name: string; entry: string }[]) => {
      origin.options.remotes = remotes;
    }),
    loads: [] as string[],
    loadRemote: async (id: string): Promise<unknown> => {
      origin.loads.push(origin.options.remotes[0]!.entry);
      try {
        const answer = answers.shift();
        if (!answer) throw new Error('no answer');
        return answer();
      } catch (error) {
        const failOver = await plugin.errorLoadRemote!({ id, error, from: 'runtime', lifecycle: 'onLoad', origin } as never);
        if (!failOver) throw error;
        return failOver;
      }
    },
  };
  return origin;
}

const fail = () => {
  throw new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
};
const succeed = () => MODULE;

function setUp(config: Partial<RemotesConfig>, answers: (() => unknown)[]) {
  const waits: number[] = [];
  const plugin = remoteRecoveryPlugin({ apiBase: '', remotes: { marketing: PRIMARY }, ...config }, { wait: async (ms) => void waits.push(ms) });
  return { plugin, waits, origin: fakeOrigin(plugin, answers) };
}

describe('remoteRecoveryPlugin: retries', () => {
  it('tries a failed remote again after each delay and gives the page the module that loads', async () => {
    const { origin, waits } = setUp({}, [fail, fail, succeed]);
    await expect(origin.loadRemote('marketing/HelpPage')).resolves.toBe(MODULE);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(origin.loads).toEqual([PRIMARY, PRIMARY, PRIMARY]);
  });

  it('after the retries, loads from the backup origin and keeps it for the remote\'s next pages', async () => {
    const { origin, waits } = setUp({ backups: { marketing: BACKUP } }, [fail, fail, fail, succeed]);
    await expect(origin.loadRemote('marketing/HelpPage')).resolves.toBe(MODULE);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(origin.loads).toEqual([PRIMARY, PRIMARY, PRIMARY, BACKUP]);
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'marketing', entry: BACKUP }], { force: true });
  });

  it('without a backup, the first failure reaches the page once the retries fail too', async () => {
    const { origin } = setUp({}, [fail, fail, fail]);
    await expect(origin.loadRemote('marketing/HelpPage')).rejects.toThrow('RUNTIME-008');
    expect(origin.loads).toHaveLength(1 + RETRY_DELAYS_MS.length);
  });

  it('does not retry a shared-version mismatch: no second try can change it', async () => {
    const mismatch = () => {
      throw new Error('Version 0.1.0 from shell of shared singleton module shared-ui does not satisfy the requirement of marketing which needs >=1.0.0 <2.0.0)');
    };
    const { origin, waits } = setUp({ backups: { marketing: BACKUP } }, [mismatch]);
    await expect(origin.loadRemote('marketing/HelpPage')).rejects.toThrow('does not satisfy');
    expect(waits).toEqual([]);
  });

  it('does not retry an error the module threw as it ran: only a failure to fetch its files', async () => {
    const threw = () => {
      throw new Error('release 3 cannot start');
    };
    const { origin, waits } = setUp({ backups: { marketing: BACKUP } }, [threw, succeed]);
    await expect(origin.loadRemote('marketing/HelpPage')).rejects.toThrow('release 3 cannot start');
    expect(waits).toEqual([]);
  });

  it('retries a chunk that failed to load, and a manifest that could not be fetched', async () => {
    const chunk = () => {
      throw Object.assign(new Error('Loading chunk 772 failed.\n(error: https://cdn.example/772.js)'), { name: 'ChunkLoadError' });
    };
    const manifest = () => {
      throw new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n TypeError: Failed to fetch');
    };
    for (const failure of [chunk, manifest]) {
      const { origin } = setUp({}, [failure, succeed]);
      await expect(origin.loadRemote('marketing/HelpPage')).resolves.toBe(MODULE);
    }
  });

  it('leaves the runtime\'s other failure reports (a manifest it could not read) to the runtime', async () => {
    const { plugin } = setUp({ backups: { marketing: BACKUP } }, []);
    await expect(plugin.errorLoadRemote!({ id: PRIMARY, error: new Error('x'), from: 'runtime', lifecycle: 'afterResolve', origin: {} } as never)).resolves.toBeUndefined();
  });
});

describe('remoteRecoveryPlugin: integrity', () => {
  const createScript = (config: Partial<RemotesConfig>, url: string, name = 'marketing') =>
    setUp(config, []).plugin.createScript!({ url, attrs: {}, remoteInfo: { name } } as never) as HTMLScriptElement | undefined;

  it('puts the map\'s hash on the remote\'s entry script, as a CORS request', () => {
    const script = createScript({ integrity: { marketing: 'sha384-abc' } }, 'https://cdn.example/marketing/r2/remoteEntry.js');
    expect(script?.integrity).toBe('sha384-abc');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe('https://cdn.example/marketing/r2/remoteEntry.js');
  });

  it('leaves other scripts, and remotes the map has no hash for, as the runtime makes them', () => {
    expect(createScript({ integrity: { marketing: 'sha384-abc' } }, 'https://cdn.example/marketing/r2/__federation_expose_HelpPage.1234.js')).toBeUndefined();
    expect(createScript({ integrity: { marketing: 'sha384-abc' } }, 'https://cdn.example/studio/remoteEntry.js', 'studio')).toBeUndefined();
    expect(createScript({}, 'https://cdn.example/marketing/r2/remoteEntry.js')).toBeUndefined();
  });
});
