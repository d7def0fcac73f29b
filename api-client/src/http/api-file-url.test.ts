import { apiFileUrl, configureApi } from './client';

describe('apiFileUrl', () => {
  afterEach(() => configureApi({ baseURL: '' }));

  it('points server paths at the API origin', () => {
    configureApi({ baseURL: 'http://localhost:3100/' });
    expect(apiFileUrl('/ai-photographer/files/a.jpg?exp=1&sig=x')).toBe('http://localhost:3100/ai-photographer/files/a.jpg?exp=1&sig=x');
  });

  it('keeps paths as they are when the API serves the site', () => {
    configureApi({ baseURL: '' });
    expect(apiFileUrl('/ai-photographer/files/a.jpg')).toBe('/ai-photographer/files/a.jpg');
  });

  it('leaves absolute URLs alone', () => {
    configureApi({ baseURL: 'http://localhost:3100' });
    expect(apiFileUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(apiFileUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });
});
