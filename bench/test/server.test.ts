import { describe, expect, it } from 'vitest';
import { serverEnvironment } from '../server';

describe('serverEnvironment', () => {
  it('drops a NODE_ENV the bench process inherited or set (a production server refuses the demo settings)', () => {
    const env = serverEnvironment({ NODE_ENV: 'production', PATH: '/bin' }, 4321, {});
    expect(env['NODE_ENV']).toBeUndefined();
    expect(env).toMatchObject({ PATH: '/bin', PORT: '4321', CHECKUP_DATA_DIR: 'memory://' });
  });

  it('lets the bench set its own settings, NODE_ENV included', () => {
    const env = serverEnvironment({}, 1, { CHECKUP_RATE_LIMIT_MAX: '1000000000', NODE_ENV: 'test' });
    expect(env).toMatchObject({ CHECKUP_RATE_LIMIT_MAX: '1000000000', NODE_ENV: 'test' });
  });
});
