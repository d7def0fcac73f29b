import os from 'node:os';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.role === 'worker' && config.workerNice > 0) lowerPriority(config.workerNice);
  const { app, close } = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`AI Photographer is running at ${config.publicUrl}${config.basePath}/`);
}

/**
 * Background work yields to requests where they share cores: set before the process starts its threads
 * (the job runners' thread pools, sharp's, the likeness describer), which inherit it on Linux.
 */
function lowerPriority(nice: number): void {
  try {
    os.setPriority(nice);
  } catch {
    // not permitted here: the process keeps its priority
  }
}

void main();
