import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';

/** Every domain module's routes, in one list: a module is `(app, container) => register its calls`. */
export type ModuleRegistration = (app: FastifyInstance, container: Container) => Promise<void> | void;

export const MODULES: ModuleRegistration[] = [];
