// 'shared-ui/start-up' for tests of code that imports it (the shell, the marketing remote): its real
// exports with the hooks replaced by the spies 'shared-ui/testing' exports.
// Use: jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up')).
import { withFakeHooks } from './fakes';

module.exports = withFakeHooks(jest.requireActual('../start-up'));
